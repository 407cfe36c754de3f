/** The demo vacancies' themes of sports clubs, culture, nature and education (see ./vacancy-themes.ts). */
import type { VacancyTheme } from "./vacancy-themes";

const ADULTS = [3, 4, 5];
const ALL_ADULTS_AND_YOUTH = [2, 3, 4, 5];

export const LEISURE_THEMES: Record<string, VacancyTheme[]> = {
  sport: [
    {
      title: "Jeugdtrainer",
      tags: ["regularly"],
      ageGroups: [2, 3, 4],
      hours: 3,
      vog: true,
      intro: "Bij {org} sporten meer dan honderd kinderen. Voor een van de jeugdteams zoeken we een enthousiaste trainer.",
      tasks: [
        "Je geeft één of twee trainingen per week",
        "Je begeleidt het team bij wedstrijden",
        "Je overlegt met de jeugdcoördinator",
      ],
      extra: "Een trainersdiploma is niet nodig: de club betaalt de cursus.",
    },
    {
      title: "Kantinemedewerker",
      tags: ["flexible"],
      ageGroups: [2, 3, 4, 5],
      hours: 3,
      intro: "De kantine is het kloppend hart van {org}. Op zaterdag en tijdens toernooien zoeken we mensen achter de bar.",
      tasks: ["Je tapt, schenkt koffie en bakt tosti's", "Je rekent af met de pin", "Je helpt bij het schoonmaken na afloop"],
    },
    {
      title: "Scheidsrechter voor jeugdwedstrijden",
      tags: ["regularly", "flexible"],
      ageGroups: [2, 3, 4],
      hours: 2,
      intro: "Geen wedstrijd zonder scheidsrechter. {org} zoekt mensen die op zaterdagochtend jeugdwedstrijden willen fluiten.",
      tasks: [
        "Je fluit een of twee jeugdwedstrijden",
        "Je vult het wedstrijdformulier in",
        "Je volgt de interne scheidsrechterscursus",
      ],
    },
    {
      title: "Vrijwilliger voor het sporttoernooi",
      type: "activity",
      tags: ["once"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: null,
      intro: "Het jaarlijkse toernooi van {org} trekt teams uit de hele regio. Voor die dag zoeken we veel handen.",
      tasks: [
        "Je helpt bij opbouw en afbouw",
        "Je houdt de uitslagen bij of staat bij de ingang",
        "Je zorgt voor de deelnemers en hun supporters",
      ],
    },
    {
      title: "Onderhoudsploeg sportpark",
      tags: ["regularly"],
      ageGroups: [4, 5],
      hours: 3,
      intro:
        "De velden en gebouwen van {org} worden onderhouden door een ploeg vrijwilligers, vaak gepensioneerd en altijd gezellig.",
      tasks: [
        "Je doet klein onderhoud aan gebouwen en hekken",
        "Je helpt met het lijnen van de velden",
        "Je drinkt om tien uur koffie met de ploeg",
      ],
    },
  ],
  cultuur: [
    {
      title: "Decorbouwer voor de voorstelling",
      tags: ["multi_day"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 4,
      intro: "Voor de nieuwe voorstelling van {org} moet een compleet decor gebouwd worden. Handige mensen zijn meer dan welkom.",
      tasks: [
        "Je timmert, schildert en bouwt mee aan het decor",
        "Je helpt bij het opbouwen in de zaal",
        "Je denkt mee over oplossingen",
      ],
    },
    {
      title: "Kaartverkoop en ontvangst bij concerten",
      tags: ["flexible", "multipleDates"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 3,
      intro: "Bij de concerten van {org} in {city} ontvangen vrijwilligers het publiek.",
      tasks: ["Je verkoopt kaarten aan de deur", "Je wijst mensen hun plaats", "Je helpt in de pauze achter de bar"],
    },
    {
      title: "Ledenadministratie",
      tags: ["flexible"],
      ageGroups: ADULTS,
      hours: 2,
      intro: "{org} telt ruim honderd leden. Wie houdt de administratie bij en stuurt de contributiebrieven?",
      tasks: [
        "Je houdt het ledenbestand bij",
        "Je verstuurt de jaarlijkse contributiebrief",
        "Je verwelkomt nieuwe leden met een informatiepakket",
      ],
    },
    {
      title: "Kostuumnaaier",
      tags: ["flexible"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 3,
      intro: "De kostuums van {org} worden al jaren met de hand gemaakt. We zoeken mensen die kunnen naaien of het willen leren.",
      tasks: ["Je maakt en vermaakt kostuums", "Je beheert de kostuumkast", "Je helpt bij het aankleden tijdens voorstellingen"],
    },
    {
      title: "Muziekdocent voor beginners",
      tags: ["regularly"],
      ageGroups: [3, 4, 5],
      hours: 2,
      vog: true,
      intro:
        "{org} wil muziek voor iedereen bereikbaar maken. In een leerorkest leren kinderen uit {city} gratis een instrument bespelen.",
      tasks: [
        "Je geeft wekelijks les aan een klein groepje",
        "Je oefent met ze voor het slotconcert",
        "Je stemt af met de dirigent",
      ],
    },
  ],
  natuur: [
    {
      title: "Natuurwerkdag",
      type: "activity",
      tags: ["once", "free"],
      ageGroups: [1, 2, 3, 4, 5],
      hours: null,
      intro:
        "Op de landelijke Natuurwerkdag werkt {org} een zaterdag in het groen rond {city}. Jong en oud zijn welkom; er is soep voor iedereen.",
      tasks: [
        "Je zaagt, snoeit en ruimt op onder begeleiding",
        "Je helpt kinderen met hun eigen klusje",
        "Je geniet van een dag buiten",
      ],
    },
    {
      title: "Vrijwilliger landschapsonderhoud",
      tags: ["regularly"],
      ageGroups: [3, 4, 5],
      hours: 4,
      intro: "Elke zaterdagochtend werkt een groep vrijwilligers van {org} aan het onderhoud van heide, houtwallen en poelen.",
      tasks: ["Je snoeit, maait en plant", "Je leert werken met handgereedschap", "Je werkt in een vaste ploeg"],
    },
    {
      title: "Natuurgids",
      tags: ["flexible", "multipleDates"],
      ageGroups: ADULTS,
      hours: 2,
      intro: "Wandelaars en schoolklassen willen graag meer weten over de natuur rond {city}. {org} zoekt gidsen.",
      tasks: [
        "Je leidt wandelingen voor groepen",
        "Je vertelt over planten, dieren en het landschap",
        "Je volgt de gidsencursus van de vereniging",
      ],
    },
    {
      title: "Vogeltellers",
      tags: ["flexible"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 2,
      intro: "Hoe gaat het met de weidevogels rond {city}? De tellingen van {org} leveren elk jaar de cijfers.",
      tasks: [
        "Je telt vogels in een vast gebied",
        "Je voert de waarnemingen in",
        "Je gaat mee met een ervaren teller als je begint",
      ],
    },
    {
      title: "Zwerfafvalruimer",
      tags: ["flexible", "free"],
      ageGroups: [1, 2, 3, 4, 5],
      hours: 1,
      intro:
        "Met een grijper en een zak maak je {city} een stukje schoner. {org} zorgt voor de spullen en haalt de volle zakken op.",
      tasks: ["Je ruimt zwerfafval op in je eigen buurt", "Je kiest zelf wanneer", "Je meldt je opbrengst in de app"],
    },
  ],
  onderwijs: [
    {
      title: "Taalcoach voor volwassenen",
      type: "language",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 2,
      intro:
        "Niet iedereen in {city} kan goed lezen en schrijven. Bij {org} help je één volwassene vooruit met taal, in zijn of haar eigen tempo.",
      tasks: [
        "Je oefent lezen en schrijven met concrete doelen",
        "Je gebruikt het lesmateriaal van het Taalhuis",
        "Je houdt de voortgang bij",
      ],
    },
    {
      title: "Digicoach voor senioren",
      tags: ["regularly"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 2,
      intro:
        "Bankieren, DigiD, videobellen met de kleinkinderen: steeds meer gaat online. In het digicafé van {org} leer je ouderen hun weg te vinden.",
      tasks: [
        "Je helpt bezoekers met hun telefoon, tablet of laptop",
        "Je legt geduldig uit, stap voor stap",
        "Je wijst op veilige gewoonten online",
      ],
    },
    {
      title: "Begeleider taalcafé",
      type: "language",
      tags: ["regularly", "flexible"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 2,
      intro: "In het taalcafé van {org} oefenen anderstaligen Nederlands in een ontspannen sfeer.",
      tasks: [
        "Je leidt een gesprekstafel over een thema",
        "Je zorgt dat iedereen aan het woord komt",
        "Je neemt af en toe een spel of krant mee",
      ],
    },
  ],
};
