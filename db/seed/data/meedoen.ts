/**
 * Tenant meedoen (app context "meedoen"): participation in Arnhem's neighbourhoods. Activities and the volunteer
 * pool are off in this context, so the content and menus talk about vacancies, neighbourhood initiatives and the
 * social map only.
 */
import { AVATARS, allBlocksPage, at, block, type CenterContext, contactPage, image, newsItem } from "./shared";
import type { CenterSeed } from "./types";

const ctx: CenterContext = {
  name: "Meedoen Arnhem",
  place: "Arnhem",
  tenant: "meedoen",
  centerId: 3,
  email: "hallo@meedoenarnhem.nl",
  phone: "026-3773910",
  activities: false,
};

export const meedoen: CenterSeed = {
  id: 3,
  tenantId: "meedoen",
  name: ctx.name,
  slug: "arnhem",
  email: ctx.email,
  phoneNumber: ctx.phone,
  website: "https://www.meedoenarnhem.nl",
  city: "Arnhem",
  createdAt: at("2025-09-01"),
  profile: {
    websiteLogoUrl: "/demo/meedoen/logo.svg",
    websiteLogoDarkModeUrl: "/demo/meedoen/logo-dark.svg",
    faviconUrl: "/demo/meedoen/favicon.svg",
    primaryColorPreset: "rose",
    secondaryColorPreset: "sky",
    mutedColorPreset: "neutral",
    fontSans: "Karla Variable",
    fontHeading: "Work Sans Variable",
    shape: "rounded",
    footerColumns: [
      {
        title: "Meedoen Arnhem",
        content:
          "Jansbinnensingel 21\n6811 AN Arnhem\n\nMeedoen Arnhem is een initiatief van Arnhemse welzijnsorganisaties en de gemeente Arnhem.",
      },
      {
        title: "Bereikbaar",
        content:
          "Maandag t/m vrijdag: 9.00 – 17.00 uur\nTelefoon: [026-3773910](tel:0263773910)\nE-mail: [hallo@meedoenarnhem.nl](mailto:hallo@meedoenarnhem.nl)",
      },
      {
        title: "Snel naar",
        content:
          "[Vacatures](/vacancies/search)\n[Sociale kaart](/sociale-kaart)\n[Organisatie aanmelden](/organizations/signup)\n[Gemeente Arnhem](https://www.arnhem.nl)",
      },
    ],
    showAnbiLogo: false,
    showNovLogo: false,
  },
  organizations: [
    {
      type: "VolunteerCenter",
      name: "Meedoen Arnhem",
      website: "https://www.meedoenarnhem.nl",
      email: "hallo@meedoenarnhem.nl",
      phoneNumber: "026-3773910",
      description:
        "Het platform waar Arnhemmers die willen meedoen en organisaties die hulp zoeken elkaar vinden. Met wijkconsulenten in alle stadsdelen.",
      createdAt: at("2025-09-01"),
      address: {
        street: "Jansbinnensingel",
        houseNumber: "21",
        postalCode: "6811 AN",
        city: "Arnhem",
        latitude: 51.9843,
        longitude: 5.9074,
      },
      profile: { nonProfitType: "welzijn", activityTypeIds: [1] },
    },
    {
      type: "School",
      name: "Basisschool De Klimboom",
      website: "https://www.bsdeklimboom.nl",
      email: "info@bsdeklimboom.nl",
      phoneNumber: "026-4427180",
      description:
        "Basisschool in Presikhaaf met een brede schooldag. Buurtbewoners helpen bij de leesclub, het schoolontbijt en de kooklessen.",
      createdAt: at("2025-09-08"),
      address: {
        street: "Kastanjelaan",
        houseNumber: "2",
        postalCode: "6828 GH",
        city: "Arnhem",
        latitude: 51.9906,
        longitude: 5.9401,
      },
      profile: { nonProfitType: "onderwijs", activityTypeIds: [6] },
    },
    {
      name: "Voedselbank Arnhem",
      website: "https://www.voedselbankarnhem.nl",
      email: "vrijwilligers@voedselbankarnhem.nl",
      phoneNumber: "026-3635912",
      description:
        "Ondersteunt wekelijks ruim zevenhonderd Arnhemse huishoudens. Er zijn taken in het distributiecentrum, op de uitgiftepunten en achter de schermen.",
      createdAt: at("2025-09-10"),
      address: {
        street: "Westervoortsedijk",
        houseNumber: "73",
        postalCode: "6827 AT",
        city: "Arnhem",
        latitude: 51.9741,
        longitude: 5.9353,
      },
      profile: { nonProfitType: "welzijn", activityTypeIds: [3] },
    },
    {
      name: "Buurtcentrum De Wervel",
      website: "https://www.buurtcentrumdewervel.nl",
      email: "info@buurtcentrumdewervel.nl",
      phoneNumber: "026-4451207",
      description:
        "Huiskamer van Klarendal met een inloop, een naaiatelier, spreekuren en een buurtrestaurant. Gerund door bewoners, ondersteund door een opbouwwerker.",
      createdAt: at("2025-09-16"),
      address: {
        street: "Klarendalseweg",
        houseNumber: "140",
        postalCode: "6822 GK",
        city: "Arnhem",
        latitude: 51.9932,
        longitude: 5.9168,
      },
      profile: { nonProfitType: "welzijn", activityTypeIds: [1, 3] },
    },
    {
      name: "Stichting Samen Klussen Arnhem",
      website: "https://www.samenklussenarnhem.nl",
      email: "klussen@samenklussenarnhem.nl",
      phoneNumber: "06-30418827",
      description:
        "Teams van vrijwilligers helpen bewoners die het zelf niet redden met een opknapklus: behangen, een tuin opruimen of een kamer schilderen.",
      createdAt: at("2025-09-22"),
      address: {
        street: "Hommelseweg",
        houseNumber: "88",
        postalCode: "6821 LJ",
        city: "Arnhem",
        latitude: 51.9892,
        longitude: 5.9159,
      },
      profile: { nonProfitType: "welzijn", activityTypeIds: [3] },
    },
    {
      name: "Sportvereniging Malburgen",
      website: "https://www.svmalburgen.nl",
      email: "secretariaat@svmalburgen.nl",
      phoneNumber: "026-3811640",
      description:
        "Voetbal en zaalvoetbal voor jongeren uit Malburgen en Immerloo. De club zoekt begeleiders, trainers en vrijwilligers voor het kantinebeheer.",
      createdAt: at("2025-09-29"),
      address: {
        street: "Batavierenweg",
        houseNumber: "5",
        postalCode: "6832 AA",
        city: "Arnhem",
        latitude: 51.9698,
        longitude: 5.9142,
      },
      profile: { nonProfitType: "sport", activityTypeIds: [2] },
    },
    {
      name: "Stichting Muziek in de Wijk",
      website: "https://www.muziekindewijkarnhem.nl",
      email: "info@muziekindewijkarnhem.nl",
      phoneNumber: "026-4423398",
      description:
        "Betaalbare muziekles voor kinderen in het Spijkerkwartier en Presikhaaf. Vrijwilligers geven les, stemmen instrumenten en helpen bij optredens.",
      createdAt: at("2025-10-03"),
      address: {
        street: "Steenstraat",
        houseNumber: "48",
        postalCode: "6828 CG",
        city: "Arnhem",
        latitude: 51.9852,
        longitude: 5.9213,
      },
      profile: { nonProfitType: "cultuur", activityTypeIds: [5] },
    },
    {
      name: "Mantelzorg Arnhem",
      website: "https://www.mantelzorgarnhem.nl",
      email: "steunpunt@mantelzorgarnhem.nl",
      phoneNumber: "026-3514220",
      description:
        "Steunpunt voor mantelzorgers. Vrijwilligers nemen de zorg een dagdeel over, zodat de mantelzorger even op adem kan komen.",
      createdAt: at("2025-10-08"),
      address: {
        street: "Utrechtseweg",
        houseNumber: "210",
        postalCode: "6812 AN",
        city: "Arnhem",
        latitude: 51.9876,
        longitude: 5.8861,
      },
      profile: { nonProfitType: "zorg", activityTypeIds: [1] },
    },
    {
      name: "Stadsnatuur Sonsbeek",
      website: "https://www.stadsnatuursonsbeek.nl",
      email: "groep@stadsnatuursonsbeek.nl",
      phoneNumber: "06-52290164",
      description:
        "Bewonersgroep die samen met de gemeente het park Sonsbeek en Zijpendaal onderhoudt: hooien, wilgen knotten en zwerfvuil opruimen.",
      createdAt: at("2025-10-15"),
      address: {
        street: "Zijpendaalseweg",
        houseNumber: "24a",
        postalCode: "6814 CL",
        city: "Arnhem",
        latitude: 51.9978,
        longitude: 5.8983,
      },
      profile: { nonProfitType: "natuur", activityTypeIds: [4] },
    },
    {
      name: "Huiswerkklas Geitenkamp",
      website: "https://www.huiswerkklasgeitenkamp.nl",
      email: "huiswerkklas@geitenkamp.nl",
      phoneNumber: "06-41837725",
      description:
        "Twee middagen per week helpen studenten en gepensioneerde docenten kinderen uit groep 7 en 8 met hun huiswerk.",
      status: "pending",
      createdAt: at("2026-10-26"),
      address: {
        street: "Rosendaalseweg",
        houseNumber: "300",
        postalCode: "6823 GR",
        city: "Arnhem",
        latitude: 51.9983,
        longitude: 5.9285,
      },
      profile: { nonProfitType: "onderwijs", activityTypeIds: [6] },
    },
    {
      name: "Repair Café Elderveld",
      website: "https://www.repaircafe-elderveld.nl",
      email: "repaircafe.elderveld@gmail.com",
      phoneNumber: "06-20581432",
      description:
        "Maandelijkse reparatiemiddag in het wijkcentrum. We zoeken vooral mensen met verstand van elektronica en naaimachines.",
      status: "pending",
      createdAt: at("2026-11-05"),
      address: {
        street: "Burgemeester Matsersingel",
        houseNumber: "150",
        postalCode: "6843 NZ",
        city: "Arnhem",
        latitude: 51.9582,
        longitude: 5.8837,
      },
      profile: { nonProfitType: "welzijn", activityTypeIds: [3] },
    },
    {
      name: "Stichting Wijkkrant Presikhaaf",
      website: "https://www.wijkkrantpresikhaaf.nl",
      email: "redactie@wijkkrantpresikhaaf.nl",
      phoneNumber: "026-4436019",
      description:
        "Maakte veertig jaar lang de wijkkrant van Presikhaaf. De krant verschijnt sinds dit jaar als onderdeel van het stadsdeelblad.",
      status: "archived",
      createdAt: at("2025-10-20"),
      address: {
        street: "Laan van Presikhaaf",
        houseNumber: "4",
        postalCode: "6826 HT",
        city: "Arnhem",
        latitude: 51.9871,
        longitude: 5.9389,
      },
      profile: { nonProfitType: "cultuur", showOnSocialMap: false, activityTypeIds: [5] },
    },
  ],
  pages: [
    {
      slug: "",
      title: "Home",
      titleEn: "Home",
      metaDescriptionEn: "Find volunteer work near you: vacancies, activities and neighbourly help.",
      showTitleOnPage: false,
      createdAt: at("2025-09-01"),
      metaTitle: "Meedoen in Arnhem: vrijwilligerswerk en initiatieven in jouw wijk",
      metaDescription: "Vind vrijwilligerswerk, buurtinitiatieven en organisaties in alle Arnhemse wijken op Meedoen Arnhem.",
      ogTitle: "Meedoen Arnhem",
      ogDescription: "Iedereen kan iets betekenen voor de stad. Ontdek waar jij kunt meedoen.",
      blocks: [
        block("HeroWithSearch", {
          title: "Iedereen doet mee in Arnhem",
          subtitle: "Vind een plek waar jouw tijd en talent het verschil maken, dicht bij huis.",
          image: image("city", "Arnhemse straat met rijtjeshuizen, bomen en een fietser"),
          searchPlaceholder: "Zoek op wijk of onderwerp, bijvoorbeeld 'Klarendal'",
        }),
        block("Hotlinks", {
          title: "Snel naar",
          links: [
            { label: "Alle vacatures", href: "/vacancies/search", icon: "search" },
            { label: "Sociale kaart", href: "/sociale-kaart", icon: "map" },
            { label: "Nieuws uit de wijken", href: "/nieuws", icon: "newspaper" },
          ],
        }),
        block("SectionTitle", {
          title: "Meedoen kan op veel manieren",
          subtitle: "Een paar uur per maand of elke week: jij bepaalt",
        }),
        block("FourCards", {
          cards: [
            {
              title: "Buren helpen",
              text: "Een klus, een boodschap of een kop koffie.",
              image: image("elderlyCare"),
              href: "/vacancies/search?q=buren",
            },
            {
              title: "Samen eten",
              text: "Koken of gastheer zijn bij een buurtrestaurant.",
              image: image("food"),
              href: "/vacancies/search?q=buurtrestaurant",
            },
            {
              title: "Jongeren steunen",
              text: "Huiswerkbegeleiding, sport en muziek.",
              image: image("reading"),
              href: "/vacancies/search?q=jongeren",
            },
            {
              title: "Groen in de stad",
              text: "Parken en moestuinen onderhouden.",
              image: image("garden"),
              href: "/vacancies/search?q=natuur",
            },
          ],
        }),
        block("ImageTextButtons", {
          title: "Meedoen met een uitkering",
          text: "Vrijwilligerswerk naast een uitkering mag meestal gewoon. Onze wijkconsulenten zoeken samen met jou en je klantmanager naar een plek die past.",
          image: image("hands"),
          imagePosition: "right",
          buttons: [
            { label: "Lees hoe het werkt", href: "/nieuws/meedoen-met-een-uitkering", variant: "primary" },
            { label: "Maak een afspraak", href: "/contact", variant: "outline" },
          ],
        }),
        block("TextWithUsps", {
          title: "Wat Meedoen Arnhem voor je doet",
          text: "We zijn er voor bewoners, voor bewonersinitiatieven en voor organisaties in de stad.",
          usps: [
            "Wijkconsulenten in elk stadsdeel",
            "Hulp bij het starten van een buurtinitiatief",
            "Gratis VOG voor vrijwilligers",
            "Een overzicht van alle organisaties op de kaart",
          ],
        }),
        block("YouTube", { videoId: "T4nB9sWqE1c", title: "Zo doet Klarendal mee" }),
        block("QuoteBlock", {
          quote: "Ik dacht dat ik niets te bieden had. Nu draai ik twee keer per week de inloop in De Wervel.",
          author: "Fatima Ouali",
          role: "bewoner van Klarendal",
          image: AVATARS.samira,
        }),
        block("NewsCarousel", { title: "Nieuws uit de wijken", limit: 6 }),
        block("DualCta", {
          left: {
            title: "Ik wil meedoen",
            text: "Maak een account aan en reageer op vacatures in jouw wijk.",
            button: { label: "Account aanmaken", href: "/signup", variant: "primary" },
          },
          right: {
            title: "Onze organisatie zoekt hulp",
            text: "Plaats je vacatures en kom op de sociale kaart.",
            button: { label: "Organisatie aanmelden", href: "/organizations/signup", variant: "secondary" },
          },
        }),
      ],
    },
    {
      slug: "over-ons",
      title: "Over Meedoen Arnhem",
      titleEn: "About us",
      metaDescriptionEn: "Who we are, what we do and how we support volunteers and organisations.",
      pageLayout: "default",
      createdAt: at("2025-09-01"),
      metaTitle: "Over Meedoen Arnhem",
      metaDescription: "Meedoen Arnhem is het platform voor vrijwilligerswerk en bewonersinitiatieven in alle Arnhemse wijken.",
      ogTitle: "Over Meedoen Arnhem",
      ogDescription: "Samen met bewoners, organisaties en de gemeente werken we aan een stad waarin iedereen meedoet.",
      blocks: [
        block("Markdown", {
          content: [
            "Meedoen Arnhem is in 2019 gestart door Arnhemse welzijnsorganisaties en de gemeente. Het idee is simpel: iedereen heeft iets te bieden, en in elke wijk zijn mensen en organisaties die dat goed kunnen gebruiken.",
            "Onze wijkconsulenten kennen de buurten van Schuytgraaf tot Presikhaaf. Ze helpen bewoners op weg naar vrijwilligerswerk, ondersteunen bewonersinitiatieven en adviseren organisaties over het werven en begeleiden van vrijwilligers.",
            "Op de **sociale kaart** vind je alle organisaties die aangesloten zijn, van buurtcentrum tot sportclub.",
          ].join("\n\n"),
        }),
        block("DynamicCards", {
          title: "Onze wijkteams",
          cards: [
            { title: "Noord", text: "Klarendal, Sonsbeek-Noord, Geitenkamp en Alteveer.", href: "/contact" },
            { title: "Oost", text: "Presikhaaf, Het Broek en het Spijkerkwartier.", href: "/contact" },
            { title: "Zuid", text: "Malburgen, Elderveld, Schuytgraaf en Kronenburg.", href: "/contact" },
          ],
        }),
        block("CallToAction", {
          title: "Een idee voor je buurt?",
          text: "Wij helpen je met contacten, een plan en eventueel een bijdrage uit het wijkbudget.",
          button: { label: "Neem contact op", href: "/contact", variant: "primary" },
        }),
      ],
    },
    contactPage(
      ctx,
      "**Bezoekadres:** Jansbinnensingel 21, 6811 AN Arnhem. Je kunt ook afspreken met de wijkconsulent in het buurtcentrum bij jou in de buurt.",
      at("2025-09-01"),
    ),
    allBlocksPage(ctx, at("2025-09-02")),
    newsItem({
      slug: "wijkbudget-2026",
      title: "Wijkbudget 2026: heb jij een idee voor je buurt?",
      summary: "Bewoners kunnen tot 1 april een plan indienen voor een bijdrage uit het wijkbudget.",
      image: "city",
      date: "2026-01-28",
      paragraphs: [
        "Een bankje bij de speeltuin, een buurtmoestuin of een straatfeest: met het wijkbudget kunnen bewoners zelf plannen uitvoeren die hun buurt mooier maken. Per stadsdeel is dit jaar 60.000 euro beschikbaar.",
        "Je dient je plan in met minstens vijf buren. De wijkconsulenten van Meedoen Arnhem helpen je bij het schrijven en begroten.",
        "De bewonerscommissie beslist in mei welke plannen een bijdrage krijgen.",
      ],
    }),
    newsItem({
      slug: "samen-klussen-presikhaaf",
      title: "Samen Klussen knapt twintig woningen op in Presikhaaf",
      summary: "Vrijwilligers en bewoners schilderden, behangden en ruimden tuinen op.",
      image: "hands",
      date: "2026-03-11",
      paragraphs: [
        "In februari en maart heeft Stichting Samen Klussen Arnhem twintig woningen in Presikhaaf opgeknapt. Het ging om bewoners die door ziekte of geldzorgen hun huis niet zelf konden onderhouden.",
        "De klussen werden gedaan door teams van vier vrijwilligers, samen met de bewoner zelf. Bouwmarkten in de stad schonken verf en behang.",
      ],
    }),
    newsItem({
      slug: "fatima-naaiatelier-klarendal",
      title: "Fatima begon een naaiatelier in Klarendal",
      summary: "Wat begon met één naaimachine is nu een atelier waar twintig vrouwen elke week samenkomen.",
      image: "elderlyCare",
      date: "2026-04-15",
      type: "success_story",
      featured: true,
      paragraphs: [
        "Twee jaar geleden nam Fatima Ouali haar eigen naaimachine mee naar Buurtcentrum De Wervel. ‘Ik wilde alleen een gordijn maken voor de inloop.’ Binnen een maand zaten er vijf buurvrouwen naast haar.",
        "Inmiddels heeft het atelier acht machines, geschonken door buurtbewoners. Vrouwen uit de wijk leren er kleding herstellen, praten Nederlands en helpen elkaar met brieven.",
        "Met een bijdrage uit het wijkbudget volgt Fatima nu een cursus om ook les te kunnen geven.",
      ],
      quote: {
        quote: "Het gaat niet om het naaien. Het gaat erom dat niemand meer alleen thuis zit.",
        author: "Fatima Ouali",
        role: "initiatiefnemer naaiatelier De Wervel",
      },
    }),
    newsItem({
      slug: "buurttafels-malburgen",
      title: "Buurttafels in Malburgen: samen eten voor drie euro",
      summary: "Elke donderdag koken vrijwilligers een maaltijd voor buurtgenoten.",
      image: "food",
      date: "2026-06-03",
      paragraphs: [
        "Sinds mei is er elke donderdag een buurttafel in het wijkcentrum van Malburgen. Voor drie euro schuif je aan voor een soep, een hoofdgerecht en een toetje.",
        "Het kookteam bestaat uit zes bewoners, die elke week een ander gerecht uit hun eigen keuken maken. Ze zoeken nog iemand die wil helpen met de afwas en de inkopen.",
      ],
    }),
    newsItem({
      slug: "meedoen-met-een-uitkering",
      title: "Vrijwilligerswerk met een uitkering: zo zit het",
      summary: "Wat mag wel en wat niet? De belangrijkste vragen op een rij.",
      image: "reading",
      date: "2026-07-22",
      paragraphs: [
        "Met een bijstandsuitkering mag je in Arnhem vrijwilligerswerk doen, zolang het werk je kans op betaald werk niet in de weg zit. Meld het wel vooraf bij je klantmanager.",
        "Een vrijwilligersvergoeding tot het wettelijke maximum heeft meestal geen gevolgen voor je uitkering. Twijfel je? Onze wijkconsulenten zoeken het graag met je uit.",
        "Veel mensen vinden via vrijwilligerswerk ook de weg naar een opleiding of een baan. Het is een goede manier om werkervaring en referenties op te doen.",
      ],
    }),
    newsItem({
      slug: "burendag-2026",
      title: "Burendag 2026: 35 Arnhemse straten deden mee",
      summary: "Van straatontbijt tot geveltuinen: de stad stond op zaterdag 26 september in het teken van buren.",
      image: "garden",
      date: "2026-09-30",
      paragraphs: [
        "Op Burendag organiseerden bewoners in 35 Arnhemse straten iets samen. In de Geitenkamp werden twintig geveltuinen aangelegd, in Elderveld was er een straatontbijt met honderd buren.",
        "Meedoen Arnhem hielp met materialen, vergunningen en een bijdrage uit het wijkbudget. Volgend jaar hopen we op vijftig straten.",
      ],
    }),
    newsItem({
      slug: "kees-leert-jongeren-fietsen-repareren",
      title: "Kees (68) leert jongeren fietsen repareren",
      summary: "In zijn schuur aan de Hommelseweg zit elke woensdagmiddag een groep jongeren te sleutelen.",
      image: "city",
      date: "2026-11-11",
      type: "success_story",
      paragraphs: [
        "Kees van Dijk was veertig jaar fietsenmaker. Toen hij zijn zaak verkocht, miste hij het sleutelen en de praatjes. Via Meedoen Arnhem kwam hij in contact met jongerenwerkers in Klarendal.",
        "Nu komen er elke woensdag zes tot tien jongeren naar zijn werkplaats. Ze knappen afgedankte fietsen op, die daarna naar gezinnen gaan die geen fiets kunnen betalen.",
        "Twee van ‘zijn’ jongeren zijn inmiddels een opleiding tot rijwielhersteller begonnen.",
      ],
      quote: {
        quote: "Een band plakken leer je in vijf minuten. Doorzetten als het tegenzit, daar doen we wat langer over.",
        author: "Kees van Dijk",
      },
    }),
    {
      slug: "concept-nieuwe-actie",
      title: "Concept: energiecoaches voor de winter",
      isPublished: false,
      pageLayout: "default",
      createdAt: at("2026-11-13"),
      summary: "Oproep voor vrijwillige energiecoaches in Presikhaaf en Malburgen.",
      blocks: [
        block("Markdown", {
          content:
            "We zoeken bewoners die buren willen helpen hun energierekening omlaag te krijgen: tochtstrips plakken, radiatorfolie aanbrengen en meedenken over het verbruik.\n\nTekst nog afstemmen met het energieloket.",
        }),
      ],
    },
  ],
  headerMenu: [
    { name: "Vacatures", link: { system: "vacancies" } },
    { name: "Sociale kaart", link: { system: "social_map" } },
    { name: "Nieuws", link: { system: "news" } },
    { name: "Voor organisaties", link: { system: "organization_signup" } },
    {
      name: "Over ons",
      link: { page: "over-ons" },
      children: [
        { name: "Wie we zijn", link: { page: "over-ons" } },
        { name: "Contact", link: { page: "contact" } },
      ],
    },
  ],
  footerMenu: [
    { name: "Over Meedoen Arnhem", link: { page: "over-ons" } },
    { name: "Contact", link: { page: "contact" } },
    { name: "Sociale kaart", link: { system: "social_map" } },
  ],
};
