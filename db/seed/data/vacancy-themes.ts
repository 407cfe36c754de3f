/**
 * The demo vacancies' texts: per kind of organisation (its profile's nonProfitType, or `school` and
 * `centrale` for schools and volunteer centres) a set of themes, each a title, an introduction, the tasks and
 * sometimes a closing paragraph. `{org}` and `{city}` are filled in per vacancy (db/seed/vacancies.ts), and the
 * offer/practical paragraphs come from db/seed/data/vacancy-texts.ts, so no two descriptions read the same.
 */
import type { VacancyTag, VacancyType } from "../../../contract/vacancies";
import { CARE_THEMES } from "./vacancy-themes-care";
import { LEISURE_THEMES } from "./vacancy-themes-leisure";

export interface VacancyTheme {
  title: string;
  type?: VacancyType;
  /** Kinds of commitment (the regional tag is added per tenant). */
  tags: VacancyTag[];
  /** age_groups ids (1 kinderen … 5 senioren): who can do this work. */
  ageGroups: number[];
  hours: number | null;
  vog?: boolean;
  /** Only for organisations whose name matches (a food bank's themes), and those get it first. */
  only?: RegExp;
  intro: string;
  tasks: string[];
  extra?: string;
}

const ADULTS = [3, 4, 5];
const ALL_ADULTS_AND_YOUTH = [2, 3, 4, 5];

export const THEMES: Record<string, VacancyTheme[]> = {
  centrale: [
    {
      title: "Chauffeur voor de boodschappenbus",
      tags: ["regularly"],
      ageGroups: [4, 5],
      hours: 4,
      vog: true,
      intro:
        "Veel ouderen in {city} kunnen zelf niet meer naar de supermarkt. Met de boodschappenbus van {org} halen we ze één ochtend per week thuis op, en brengen we ze na het winkelen met hun tassen weer terug.",
      tasks: [
        "Je rijdt de vaste route met de elektrische bus (rijbewijs B)",
        "Je helpt met in- en uitstappen en met de tassen",
        "Je maakt tijd voor een praatje onderweg",
      ],
      extra: "Je rijdt in een rooster met acht andere chauffeurs; ruilen gaat via de groepsapp.",
    },
    {
      title: "Taalmaatje voor nieuwkomers",
      type: "language",
      tags: ["regularly", "flexible"],
      ageGroups: ADULTS,
      hours: 2,
      intro:
        "Nieuwe inwoners van {city} willen graag Nederlands leren, maar oefenen in het echt is lastig. Als taalmaatje spreek je wekelijks af met één nieuwkomer: een wandeling, een kop koffie, samen naar de markt.",
      tasks: [
        "Je oefent gewone gesprekken in het Nederlands",
        "Je helpt met brieven en formulieren als dat ter sprake komt",
        "Je laat je maatje het dorp en de mensen leren kennen",
      ],
      extra:
        "Je hoeft geen docent te zijn: geduld en belangstelling zijn genoeg. Je krijgt een korte training en er is elke maand een maatjesavond.",
    },
    {
      title: "Klusser voor de vrijwillige klussendienst",
      tags: ["flexible"],
      ageGroups: [4, 5],
      hours: 3,
      intro:
        "Een lamp ophangen, een kraan vervangen, een drempel weghalen: kleine klussen waar sommige inwoners van {city} geen hulp voor kunnen vinden. De klussendienst van {org} springt bij.",
      tasks: [
        "Je gaat langs bij mensen thuis voor kleine klussen",
        "Je kijkt samen wat er nodig is en wat iemand zelf kan",
        "Je meldt het als er meer hulp nodig blijkt",
      ],
    },
    {
      title: "Maatje voor iemand die eenzaam is",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 2,
      vog: true,
      intro:
        "Sommige inwoners van {city} spreken dagenlang niemand. {org} koppelt hen aan een vaste vrijwilliger die eens per week of twee weken op bezoek komt.",
      tasks: [
        "Je gaat op bezoek, drinkt koffie of maakt een wandeling",
        "Je luistert en denkt mee",
        "Je houdt contact met de coördinator van het maatjesproject",
      ],
      extra: "We zoeken een maatje dat past: bij een kennismakingsgesprek kijken we samen naar jouw wensen en tijd.",
    },
    {
      title: "Vrijwilliger bij de formulierenbrigade",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 3,
      vog: true,
      intro:
        "Toeslagen, belastingaangifte, een aanvraag bij de gemeente: voor veel mensen zijn formulieren een struikelblok. Op het spreekuur van {org} in {city} helpen vrijwilligers ze op weg.",
      tasks: [
        "Je helpt bezoekers van het spreekuur met formulieren en brieven",
        "Je legt uit wat er gevraagd wordt, in gewone taal",
        "Je verwijst door als het ingewikkelder is",
      ],
    },
    {
      title: "Gastvrouw of gastheer op het vrijwilligersspreekuur",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 3,
      intro:
        "Wie vrijwilligerswerk zoekt of vrijwilligers nodig heeft, kan elke dinsdag binnenlopen bij {org}. Jij ontvangt de bezoekers en zorgt dat ze zich welkom voelen.",
      tasks: [
        "Je ontvangt bezoekers en schenkt koffie",
        "Je helpt zoeken in de vacaturebank",
        "Je maakt een afspraak met een consulent als dat nodig is",
      ],
    },
  ],
  school: [
    {
      title: "Voorlezen op de basisschool",
      tags: ["regularly"],
      ageGroups: [3, 4, 5],
      hours: 1,
      vog: true,
      intro:
        "Kinderen die thuis weinig worden voorgelezen, lopen vaak achter met taal. Op {org} in {city} lees je wekelijks voor aan een klein groepje kinderen uit groep 3 en 4.",
      tasks: [
        "Je leest een half uur voor aan twee of drie kinderen",
        "Je praat met ze over het verhaal en de plaatjes",
        "Je stemt de boeken af met de leerkracht",
      ],
      extra: "Je krijgt een korte training in interactief voorlezen van de bibliotheek.",
    },
    {
      title: "Overblijfkracht tussen de middag",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 3,
      vog: true,
      intro:
        "Tussen de middag eten de kinderen van {org} op school. Overblijfkrachten zorgen dat dat rustig en gezellig verloopt.",
      tasks: ["Je eet mee met een groep", "Je houdt toezicht op het plein", "Je bedenkt spelletjes als het regent"],
    },
    {
      title: "Hulp in de schooltuin",
      tags: ["regularly", "flexible"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 2,
      intro:
        "Elke klas van {org} heeft een eigen stukje schooltuin. Van zaaien tot oogsten leren de kinderen waar hun eten vandaan komt, en daar hebben we handen bij nodig.",
      tasks: [
        "Je begeleidt een groepje kinderen in de tuin",
        "Je doet het onderhoud in de vakanties",
        "Je denkt mee over wat we volgend seizoen planten",
      ],
    },
    {
      title: "Huiswerkbegeleider in de bovenbouw",
      tags: ["regularly"],
      ageGroups: [3, 4, 5],
      hours: 2,
      vog: true,
      intro:
        "Sommige leerlingen van {org} hebben thuis niemand die kan helpen met huiswerk. Na schooltijd kunnen ze terecht in de huiswerkklas.",
      tasks: [
        "Je helpt leerlingen plannen en overhoren",
        "Je legt rekenen en begrijpend lezen uit",
        "Je geeft een compliment als het lukt",
      ],
    },
    {
      title: "Verkeersbrigadier bij de school",
      tags: ["regularly"],
      ageGroups: [3, 4, 5],
      hours: 1,
      intro:
        "Elke ochtend steken tientallen kinderen de drukke weg bij {org} over. Verkeersbrigadiers zorgen dat dat veilig gebeurt.",
      tasks: [
        "Je helpt kinderen oversteken, 's ochtends of 's middags",
        "Je draagt het brigadiershesje en het stopbord",
        "Je volgt vooraf de instructie van de politie",
      ],
    },
  ],
  ...CARE_THEMES,
  ...LEISURE_THEMES,
};
