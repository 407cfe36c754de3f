/**
 * The demo vacancies' texts (issue 15): per kind of organisation (its profile's nonProfitType, or `school` and
 * `centrale` for schools and volunteer centres) a set of themes, each a title, an introduction, the tasks and
 * sometimes a closing paragraph. `{org}` and `{city}` are filled in per vacancy (db/seed/vacancies.ts), and the
 * offer/practical paragraphs come from db/seed/data/vacancy-texts.ts, so no two descriptions read the same.
 */
import type { VacancyTag, VacancyType } from "../../../contract/vacancies";

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
  welzijn: [
    {
      title: "Gastvrouw of gastheer in het wijkcentrum",
      tags: ["regularly"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 4,
      intro:
        "Het wijkcentrum van {org} is de huiskamer van {city}. Als gastvrouw of gastheer ben je het eerste gezicht dat bezoekers zien.",
      tasks: [
        "Je verwelkomt bezoekers en schenkt koffie en thee",
        "Je houdt de ruimte netjes en gezellig",
        "Je weet wie je waarvoor kunt aanspreken",
      ],
    },
    {
      title: "Kok voor de buurtmaaltijd",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 4,
      intro:
        "Elke donderdag koken vrijwilligers van {org} een driegangenmaaltijd voor zo'n veertig buurtbewoners. Voor velen het gezelligste moment van de week.",
      tasks: [
        "Je kookt samen met twee anderen voor de groep",
        "Je doet de boodschappen volgens het menu",
        "Je helpt met opdienen en afwassen",
      ],
      extra: "Je hoeft geen chef te zijn, wel van koken te houden. Een hygiënecursus bieden we aan.",
    },
    {
      title: "Uitgifte bij de voedselbank",
      only: /voedselbank/i,
      tags: ["regularly"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 3,
      intro: "Elke week halen tientallen huishoudens in {city} een pakket bij {org}. Op uitgiftedag is er volop werk.",
      tasks: [
        "Je vult kratten met de producten van die week",
        "Je geeft de pakketten uit aan de klanten",
        "Je zorgt voor een vriendelijk en discreet ontvangst",
      ],
    },
    {
      title: "Chauffeur voor het ophalen van voedsel",
      only: /voedselbank/i,
      tags: ["regularly"],
      ageGroups: [4, 5],
      hours: 4,
      intro:
        "Supermarkten en boeren in de regio geven voedsel weg dat anders verspild wordt. Chauffeurs van {org} halen het op met de koelbus.",
      tasks: [
        "Je rijdt een vaste ophaalroute (rijbewijs B)",
        "Je laadt en lost samen met een bijrijder",
        "Je let op de koelketen en vult de lijst in",
      ],
    },
    {
      title: "Begeleider van de speelinloop",
      tags: ["regularly"],
      ageGroups: [2, 3, 4],
      hours: 3,
      vog: true,
      intro:
        "Op woensdagmiddag is de speelinloop van {org} open voor kinderen uit de buurt. Wij zoeken begeleiders die het leuk vinden om met kinderen te spelen.",
      tasks: [
        "Je speelt mee en bedenkt spelletjes",
        "Je houdt een oogje in het zeil",
        "Je helpt bij het opruimen en de limonade",
      ],
    },
    {
      title: "Medewerker van de kledingbank",
      tags: ["flexible"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 3,
      intro:
        "Bij {org} kunnen gezinnen met een krappe beurs gratis kleding uitzoeken. Daarvoor wordt elke week gesorteerd, gestreken en ingericht.",
      tasks: [
        "Je sorteert binnengebrachte kleding op maat en seizoen",
        "Je richt de winkel in",
        "Je helpt klanten bij het passen",
      ],
    },
    {
      title: "Organisator van de burendag",
      type: "activity",
      tags: ["once"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: null,
      intro:
        "Op burendag maken bewoners van {city} samen hun buurt mooier: de speeltuin opknappen, geveltuinen aanleggen, soep koken voor iedereen. {org} zoekt mensen die mee willen organiseren.",
      tasks: [
        "Je bedenkt met de werkgroep het programma",
        "Je nodigt buren uit en regelt de materialen",
        "Je bent op de dag zelf aanspreekpunt",
      ],
    },
  ],
  zorg: [
    {
      title: "Vrijwilliger dagbesteding",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 4,
      vog: true,
      intro:
        "Bij de dagbesteding van {org} komen ouderen en mensen met een beperking samen voor een zinvolle dag. Vrijwilligers maken het verschil.",
      tasks: [
        "Je doet mee met activiteiten zoals tuinieren, koken en spelletjes",
        "Je helpt bij de lunch",
        "Je hebt aandacht voor ieders verhaal",
      ],
    },
    {
      title: "Vrijwilliger in de terminale zorg",
      only: /hospice/i,
      tags: ["regularly"],
      ageGroups: [4, 5],
      hours: 4,
      vog: true,
      intro:
        "In de laatste levensfase is aandacht het belangrijkste. Bij {org} zijn vrijwilligers er voor de gasten en hun naasten, in nauwe samenwerking met de verpleging.",
      tasks: [
        "Je waakt, luistert en bent er gewoon",
        "Je zorgt voor koffie, een maaltijd of een wandeling in de tuin",
        "Je ondersteunt familie waar dat kan",
      ],
      extra:
        "Je volgt eerst de basiscursus vrijwilligerswerk in de palliatieve zorg; daarna draai je vaste diensten van vier uur.",
    },
    {
      title: "Wandelmaatje voor bewoners",
      tags: ["flexible"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 2,
      intro:
        "Niet iedere bewoner van {org} kan nog zelfstandig naar buiten. Met een wandelmaatje lukt dat wel, en dat maakt de dag een stuk mooier.",
      tasks: [
        "Je wandelt met een bewoner, soms met de rolstoel",
        "Je maakt onderweg een praatje",
        "Je plant zelf wanneer het jou uitkomt",
      ],
    },
    {
      title: "Ondersteuner mantelzorgers",
      tags: ["regularly"],
      ageGroups: ADULTS,
      hours: 3,
      vog: true,
      intro:
        "Mantelzorgers in {city} zorgen vaak jarenlang voor een naaste. Zodat zij even op adem kunnen komen, neemt een vrijwilliger van {org} een dagdeel de zorg over.",
      tasks: [
        "Je bent een dagdeel gezelschap voor de zorgvrager",
        "Je doet samen iets wat past: een spelletje, een wandeling",
        "Je overlegt met de mantelzorger wat er nodig is",
      ],
    },
    {
      title: "Hulp bij de zangmiddag",
      type: "activity",
      tags: ["regularly", "multipleDates"],
      ageGroups: ALL_ADULTS_AND_YOUTH,
      hours: 2,
      intro:
        "Eens in de twee weken zingen deelnemers van {org} samen oude liedjes. Muziek maakt herinneringen los en brengt mensen samen.",
      tasks: [
        "Je begeleidt deelnemers van en naar de zaal",
        "Je zingt mee en deelt de liedbundels uit",
        "Je speelt gitaar of piano, als je dat kunt",
      ],
    },
    {
      title: "Vrijwilliger bij uitstapjes",
      type: "activity",
      tags: ["once", "multipleDates"],
      ageGroups: ADULTS,
      hours: null,
      intro:
        "Een paar keer per jaar gaan de deelnemers van {org} op stap: naar het museum, de markt of het bos. Zonder extra begeleiders gaat dat niet.",
      tasks: [
        "Je begeleidt één of twee deelnemers tijdens het uitje",
        "Je helpt met rolstoelen en rollators",
        "Je zorgt dat iedereen het naar zijn zin heeft",
      ],
    },
  ],
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
