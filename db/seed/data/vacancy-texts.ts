/**
 * The rest of the demo vacancies' words: themes any organisation can have, the offer and practical
 * paragraphs mixed into every description, the applicants and their messages, and the organisation's internal
 * notes. Places: ./vacancy-places.ts.
 */
import type { VacancyTheme } from "./vacancy-themes";

/** Themes every kind of organisation has; their titles name the organisation, so they stay unique per tenant. */
export const GENERAL_THEMES: VacancyTheme[] = [
  {
    title: "Penningmeester voor {org}",
    tags: ["flexible"],
    ageGroups: [3, 4, 5],
    hours: 2,
    intro: "{org} zoekt een penningmeester die de financiën op orde houdt en het bestuur helpt vooruit te kijken.",
    tasks: [
      "Je houdt de boekhouding bij",
      "Je maakt de begroting en het jaarverslag",
      "Je vergadert zes keer per jaar mee met het bestuur",
    ],
  },
  {
    title: "Social media en nieuwsbrief voor {org}",
    tags: ["flexible"],
    ageGroups: [2, 3, 4],
    hours: 2,
    intro: "Mooie dingen gebeuren er genoeg bij {org}, maar te weinig mensen weten het. Help ons ze te vertellen.",
    tasks: [
      "Je plaatst berichten en foto's op Instagram en Facebook",
      "Je stelt de maandelijkse nieuwsbrief samen",
      "Je interviewt af en toe een vrijwilliger",
    ],
  },
  {
    title: "Fotograaf bij activiteiten van {org}",
    tags: ["flexible", "multipleDates"],
    ageGroups: [2, 3, 4, 5],
    hours: null,
    intro: "Goede foto's laten zien wat {org} doet. We zoeken iemand die af en toe met de camera langs wil komen.",
    tasks: [
      "Je fotografeert activiteiten en evenementen",
      "Je vraagt toestemming aan wie op de foto komt",
      "Je levert een selectie aan voor de website",
    ],
  },
  {
    title: "Bestuurslid bij {org}",
    tags: ["regularly"],
    ageGroups: [3, 4, 5],
    hours: 2,
    intro:
      "Het bestuur van {org} zoekt versterking: iemand die mee wil denken over de koers en de vrijwilligers wil ondersteunen.",
    tasks: [
      "Je vergadert eens per maand",
      "Je neemt een eigen portefeuille op je",
      "Je vertegenwoordigt de organisatie bij overleg in {city}",
    ],
  },
  {
    title: "Fondsenwerver voor {org}",
    tags: ["flexible"],
    ageGroups: [3, 4, 5],
    hours: 2,
    intro: "Voor nieuwe plannen heeft {org} geld nodig. Jij zoekt fondsen en sponsors en schrijft de aanvragen.",
    tasks: [
      "Je zoekt passende fondsen en lokale sponsors",
      "Je schrijft aanvragen en verantwoordingen",
      "Je houdt een overzicht bij van lopende aanvragen",
    ],
  },
  {
    title: "Coördinator vrijwilligers bij {org}",
    tags: ["regularly"],
    ageGroups: [4, 5],
    hours: 4,
    intro: "Bij {org} zetten tientallen vrijwilligers zich in. Een coördinator zorgt dat ze zich gezien en gesteund voelen.",
    tasks: [
      "Je voert kennismakingsgesprekken met nieuwe vrijwilligers",
      "Je maakt het rooster",
      "Je organiseert een bedankmoment",
    ],
  },
  {
    title: "Website bijhouden voor {org}",
    tags: ["flexible"],
    ageGroups: [2, 3, 4],
    hours: 1,
    intro:
      "De website van {org} kan wel wat aandacht gebruiken. Jij houdt agenda en nieuws actueel, thuis en wanneer het jou past.",
    tasks: ["Je plaatst nieuws en activiteiten", "Je houdt de pagina's actueel", "Je denkt mee over verbeteringen"],
  },
];

/** What the organisation offers: one per vacancy. */
export const OFFERS = [
  "Wat we bieden: een warm team, een vaste contactpersoon en een vergoeding van je onkosten. Natuurlijk ben je verzekerd via de vrijwilligersverzekering van de gemeente.",
  "Je krijgt een goede inwerkperiode en kunt altijd terecht bij de coördinator. Twee keer per jaar is er een vrijwilligersavond.",
  "Wij zorgen voor koffie, een training als je die wilt en een bedankje aan het eind van het jaar. Reiskosten worden vergoed.",
  "Je werkt samen met ervaren vrijwilligers die je graag wegwijs maken. Scholing en intervisie zijn gratis.",
  "Geen ervaring nodig: je leert het in de praktijk. Je onkosten vergoeden we en je bent verzekerd.",
  "Je maakt echt verschil voor mensen in je eigen omgeving, en dat merk je meteen. Een goede begeleiding is vanzelfsprekend.",
  "We vragen geen vaste verplichting voor jaren: probeer het een paar maanden en kijk of het bij je past.",
  "Je krijgt een vrijwilligerscontract, een onkostenvergoeding en toegang tot de cursussen van de vrijwilligerscentrale.",
];

export const VOG_NOTE =
  "Omdat je met kwetsbare mensen werkt, vragen we een Verklaring Omtrent het Gedrag (VOG). Die vragen we voor je aan; het kost je niets.";

export const CLOSINGS = [
  "Nieuwsgierig? Reageer via deze vacature, dan nemen we contact met je op voor een kennismaking.",
  "Meer weten? Bel of mail de contactpersoon; een keer komen kijken mag altijd.",
  "Aanmelden kan via de knop hieronder. We nemen binnen een week contact met je op.",
];

/** Anonymous applicants (no account): fictional people at example domains. */
export const APPLICANTS: [string, string, string | null][] = [
  ["Jan", "de Vries", "06-12345678"],
  ["Fatima", "El Amrani", "06-23456789"],
  ["Henk", "Jansen", null],
  ["Sanne", "Bakker", "06-34567890"],
  ["Mohammed", "Yilmaz", "06-45678901"],
  ["Ineke", "Visser", "038-3761234"],
  ["Daan", "Smit", null],
  ["Lotte", "Mulder", "06-56789012"],
  ["Piet", "van den Berg", "0475-331122"],
  ["Noor", "Hendriks", "06-67890123"],
  ["Kees", "Dekker", null],
  ["Emma", "Peters", "06-78901234"],
];

export const APPLICATION_MESSAGES = [
  "Ik ben net met pensioen en heb tijd over. Dit lijkt me echt iets voor mij!",
  "Ik heb dit eerder gedaan in mijn vorige woonplaats en wil het graag weer oppakken.",
  "Ik studeer en kan op dinsdag en donderdag. Is dat genoeg?",
  "Graag kom ik een keer kennismaken. Ik ben overdag goed bereikbaar.",
  null,
  "Mijn moeder woont hier in de buurt, zo kan ik ook iets voor anderen betekenen.",
];

export const NOTES = [
  "Telefonisch gesproken: komt volgende week dinsdag kennismaken.",
  "VOG aangevraagd via Justis, wachten op de uitslag.",
  "Heeft ervaring bij de vorige club, referentie is positief.",
  "Liever op woensdagmiddag ingeroosterd, graag rekening mee houden.",
  "Geen reactie op twee mails; nog één keer bellen.",
];
