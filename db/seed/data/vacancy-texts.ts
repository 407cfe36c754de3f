/**
 * The rest of the demo vacancies' words (issue 15): themes any organisation can have, the offer and practical
 * paragraphs mixed into every description, own addresses (a vacancy away from the organisation), the applicants
 * and their messages, the organisation's internal notes, and the places whose postcodes the cache knows offline.
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

/** A vacancy's own address: somewhere else than the organisation (location_type `address`), per centre. */
export interface OwnAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  municipality: string;
  latitude: number;
  longitude: number;
}

export const OWN_ADDRESSES: Record<number, OwnAddress[]> = {
  1: [
    {
      street: "Stationsweg",
      houseNumber: "18",
      postalCode: "8091 AB",
      city: "Wezep",
      municipality: "Oldebroek",
      latitude: 52.4601,
      longitude: 6.0044,
    },
    {
      street: "Kerkweg",
      houseNumber: "5",
      postalCode: "8096 AG",
      city: "Oldebroek",
      municipality: "Oldebroek",
      latitude: 52.4449,
      longitude: 5.9027,
    },
  ],
  2: [
    {
      street: "Stationsstraat",
      houseNumber: "2",
      postalCode: "6071 BH",
      city: "Swalmen",
      municipality: "Roermond",
      latitude: 51.2296,
      longitude: 6.0397,
    },
    {
      street: "Markt",
      houseNumber: "24",
      postalCode: "6041 EM",
      city: "Roermond",
      municipality: "Roermond",
      latitude: 51.1939,
      longitude: 5.9866,
    },
  ],
  3: [
    {
      street: "Sonsbeekweg",
      houseNumber: "4",
      postalCode: "6814 BA",
      city: "Arnhem",
      municipality: "Arnhem",
      latitude: 51.9934,
      longitude: 5.9064,
    },
    {
      street: "Elderhofseweg",
      houseNumber: "30",
      postalCode: "6842 DZ",
      city: "Arnhem",
      municipality: "Arnhem",
      latitude: 51.9555,
      longitude: 5.8958,
    },
  ],
  4: [
    {
      street: "Marktplein",
      houseNumber: "6",
      postalCode: "3794 AM",
      city: "Demodorp",
      municipality: "Demodorp",
      latitude: 52.1606,
      longitude: 5.5221,
    },
  ],
  5: [
    {
      street: "Dam",
      houseNumber: "1",
      postalCode: "1012 JS",
      city: "Amsterdam",
      municipality: "Amsterdam",
      latitude: 52.3731,
      longitude: 4.8926,
    },
    {
      street: "Coolsingel",
      houseNumber: "40",
      postalCode: "3011 AD",
      city: "Rotterdam",
      municipality: "Rotterdam",
      latitude: 51.9227,
      longitude: 4.4792,
    },
  ],
  6: [
    {
      street: "Markt",
      houseNumber: "10",
      postalCode: "5931 JB",
      city: "Tegelen",
      municipality: "Venlo",
      latitude: 51.3447,
      longitude: 6.1367,
    },
  ],
};

/** The tenants' main places (centre postcodes), so `filter[near]` on them works offline too. */
export const MAIN_PLACES: OwnAddress[] = [
  {
    street: "",
    houseNumber: "",
    postalCode: "8096 BH",
    city: "Oldebroek",
    municipality: "Oldebroek",
    latitude: 52.4458,
    longitude: 5.901,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "8091 CA",
    city: "Wezep",
    municipality: "Oldebroek",
    latitude: 52.463,
    longitude: 6.006,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "8051 BA",
    city: "Hattem",
    municipality: "Hattem",
    latitude: 52.4752,
    longitude: 6.0627,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "8097 PA",
    city: "Oosterwolde",
    municipality: "Oldebroek",
    latitude: 52.4668,
    longitude: 5.8842,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "6041 CP",
    city: "Roermond",
    municipality: "Roermond",
    latitude: 51.1942,
    longitude: 5.9874,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "6071 CA",
    city: "Swalmen",
    municipality: "Roermond",
    latitude: 51.231,
    longitude: 6.035,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "6049 BA",
    city: "Herten",
    municipality: "Roermond",
    latitude: 51.18,
    longitude: 5.965,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "6811 GW",
    city: "Arnhem",
    municipality: "Arnhem",
    latitude: 51.9838,
    longitude: 5.9057,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "3794 AB",
    city: "Demodorp",
    municipality: "Demodorp",
    latitude: 52.1602,
    longitude: 5.5213,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "3512 JC",
    city: "Utrecht",
    municipality: "Utrecht",
    latitude: 52.0907,
    longitude: 5.1214,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "1012 JS",
    city: "Amsterdam",
    municipality: "Amsterdam",
    latitude: 52.3731,
    longitude: 4.8926,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "3011 AD",
    city: "Rotterdam",
    municipality: "Rotterdam",
    latitude: 51.9227,
    longitude: 4.4792,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "2511 CV",
    city: "Den Haag",
    municipality: "'s-Gravenhage",
    latitude: 52.0786,
    longitude: 4.3125,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "8011 LW",
    city: "Zwolle",
    municipality: "Zwolle",
    latitude: 52.5125,
    longitude: 6.0921,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "9711 LV",
    city: "Groningen",
    municipality: "Groningen",
    latitude: 53.2194,
    longitude: 6.5665,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "5611 EM",
    city: "Eindhoven",
    municipality: "Eindhoven",
    latitude: 51.4416,
    longitude: 5.4697,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "6511 KB",
    city: "Nijmegen",
    municipality: "Nijmegen",
    latitude: 51.8476,
    longitude: 5.8634,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "6211 CK",
    city: "Maastricht",
    municipality: "Maastricht",
    latitude: 50.8514,
    longitude: 5.691,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "8911 KJ",
    city: "Leeuwarden",
    municipality: "Leeuwarden",
    latitude: 53.2012,
    longitude: 5.7999,
  },
  {
    street: "",
    houseNumber: "",
    postalCode: "5911 CD",
    city: "Venlo",
    municipality: "Venlo",
    latitude: 51.3704,
    longitude: 6.1712,
  },
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
