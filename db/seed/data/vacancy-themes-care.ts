/** The demo vacancies' themes of welfare and care organisations (see ./vacancy-themes.ts). */
import type { VacancyTheme } from "./vacancy-themes";

const ADULTS = [3, 4, 5];
const ALL_ADULTS_AND_YOUTH = [2, 3, 4, 5];

export const CARE_THEMES: Record<string, VacancyTheme[]> = {
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
};
