/**
 * Building blocks shared by the per-tenant demo data: the illustration catalogue under public/demo, typed block
 * helpers, and the two page shapes every centre has in the same form (news items and the "alle-blokken" showcase).
 */
import { BLOCK_TYPES, type BlockType } from "../../../contract/content-blocks";
import { demoFormToken } from "../forms";
import type { BlockInput, BlockSeed, ImageInput, PageSeed } from "./types";

/** Illustrations in public/demo/images; width/height match the SVG's own attributes. */
export const IMAGES = {
  hands: {
    url: "/demo/images/hands.svg",
    alt: "Handen van verschillende mensen die samen een hart vormen",
    width: 1200,
    height: 800,
  },
  garden: { url: "/demo/images/garden.svg", alt: "Moestuin met groenteplanten, een gieter en de zon", width: 1200, height: 800 },
  elderlyCare: {
    url: "/demo/images/elderly-care.svg",
    alt: "Twee mensen aan tafel met een kop koffie en een plant",
    width: 1200,
    height: 800,
  },
  sports: { url: "/demo/images/sports.svg", alt: "Sportveld met een doel, een bal en een fluitje", width: 1200, height: 800 },
  music: { url: "/demo/images/music.svg", alt: "Muzieknoten boven een vleugel en een trommel", width: 1200, height: 800 },
  city: { url: "/demo/images/city.svg", alt: "Straat met huizen, bomen en een fietser", width: 1200, height: 800 },
  reading: {
    url: "/demo/images/reading.svg",
    alt: "Opengeslagen boek met een stapel boeken en een leeslamp",
    width: 1200,
    height: 800,
  },
  food: { url: "/demo/images/food.svg", alt: "Kratten met groente, fruit en brood", width: 1200, height: 800 },
} as const satisfies Record<string, ImageInput>;

export type ImageKey = keyof typeof IMAGES;

/** Round portraits for quote blocks. */
export const AVATARS = {
  anna: { url: "/demo/images/avatar-1.svg", alt: "Portretillustratie", width: 400, height: 400 },
  henk: { url: "/demo/images/avatar-2.svg", alt: "Portretillustratie", width: 400, height: 400 },
  samira: { url: "/demo/images/avatar-3.svg", alt: "Portretillustratie", width: 400, height: 400 },
} as const satisfies Record<string, ImageInput>;

/** Fictional partner logos for LogoBar blocks. */
export const PARTNER_LOGOS = [
  { url: "/demo/partners/buurtfonds.svg", alt: "Buurtfonds" },
  { url: "/demo/partners/bibliotheek.svg", alt: "De Bibliotheek" },
  { url: "/demo/partners/woonpartners.svg", alt: "Woonpartners" },
  { url: "/demo/partners/zorggroep.svg", alt: "Zorggroep" },
] as const;

export function image(key: ImageKey, alt?: string): ImageInput {
  return { ...IMAGES[key], alt: alt ?? IMAGES[key].alt };
}

export function block<T extends BlockType>(type: T, props: BlockInput<T>): BlockSeed {
  return { type, props } as BlockSeed;
}

/** Fixed timestamp for a date, so the seed never depends on the clock. */
export function at(date: string, time = "09:00:00"): string {
  return `${date}T${time}.000Z`;
}

/**
 * 11-step "mauve" palette as JSON text ("R G B" per step). SPEC §5: custom shades are only honoured when all 11
 * steps are present, so this is written out in full.
 */
export const MAUVE_SHADES = JSON.stringify({
  "50": "250 245 250",
  "100": "243 234 243",
  "200": "231 214 230",
  "300": "212 186 210",
  "400": "188 150 185",
  "500": "164 117 160",
  "600": "140 92 136",
  "700": "116 74 113",
  "800": "96 62 94",
  "900": "80 53 79",
  "950": "48 28 47",
});

export interface NewsInput {
  slug: string;
  title: string;
  summary: string;
  image: ImageKey;
  /** YYYY-MM-DD, in 2026 and before 20 November. */
  date: string;
  paragraphs: string[];
  type?: "news" | "success_story";
  featured?: boolean;
  /** Success stories close with the volunteer's own words. */
  quote?: { quote: string; author: string; role?: string };
}

export function newsItem(input: NewsInput): PageSeed {
  const blocks: BlockSeed[] = [block("Markdown", { content: input.paragraphs.join("\n\n") })];
  if (input.quote) blocks.push(block("QuoteBlock", input.quote));
  return {
    slug: input.slug,
    title: input.title,
    pageType: input.type ?? "news",
    pageLayout: "default",
    summary: input.summary,
    featured: input.featured ?? false,
    imageUrl: IMAGES[input.image].url,
    publishedAt: at(input.date),
    createdAt: at(input.date, "08:00:00"),
    blocks,
  };
}

export interface CenterContext {
  name: string;
  /** Short name used in running text, e.g. "Oldebroek". */
  place: string;
  tenant: string;
  /** The centre's id in the seed (its demo form's address is `demoFormToken(centerId)`). */
  centerId: number;
  email: string;
  phone: string;
  /** Whether the centre shows activities (off in the meedoen context). */
  activities: boolean;
}

/** The contact page every main centre links to from its menus. */
export function contactPage(ctx: CenterContext, visit: string, createdAt: string): PageSeed {
  return {
    slug: "contact",
    title: "Contact",
    pageLayout: "default",
    createdAt,
    metaTitle: `Contact met ${ctx.name}`,
    metaDescription: `Vragen over vrijwilligerswerk in ${ctx.place}? Bel, mail of loop binnen bij ${ctx.name}.`,
    blocks: [
      block("Markdown", {
        content: [
          `Heb je een vraag over vrijwilligerswerk, een vacature of de sociale kaart? Wij helpen je graag verder.`,
          `**Telefoon:** [${ctx.phone}](tel:${ctx.phone.replace(/[^0-9+]/g, "")})  \n**E-mail:** [${ctx.email}](mailto:${ctx.email})`,
          visit,
        ].join("\n\n"),
      }),
      block("BuilderForm", { title: "Kom naar de open dag", formToken: demoFormToken(ctx.centerId) }),
    ],
  };
}

/**
 * The showcase page: every block type exactly once, in BLOCK_TYPES order. Typed as a complete record so a new
 * block type cannot be added to content-blocks.ts without the seed noticing.
 */
export function allBlocksPage(ctx: CenterContext, createdAt: string): PageSeed {
  const props: { [T in BlockType]: BlockInput<T> } = {
    Markdown: {
      content: [
        "## Alle bouwstenen op één pagina",
        `Op deze pagina staat elk type inhoudsblok dat ${ctx.name} kan gebruiken. Zo zie je in één oogopslag hoe een blok eruitziet voordat je het op een eigen pagina zet.`,
        "Tekstblokken ondersteunen **vet**, *cursief*, [links](/over-ons) en lijsten:\n\n- vacatures uitlichten\n- nieuws delen\n- organisaties in het zonnetje zetten",
      ].join("\n\n"),
    },
    Image: { image: image("garden"), caption: "De buurtmoestuin draait volledig op vrijwilligers." },
    ImageTextButtons: {
      title: "Vrijwilligerswerk dat bij je past",
      text: `Of je nu een uur per maand hebt of elke week een ochtend: in ${ctx.place} is altijd een plek waar jouw hulp het verschil maakt.`,
      image: image("hands"),
      imagePosition: "right",
      buttons: [
        { label: "Bekijk vacatures", href: "/vacancies/search", variant: "primary" },
        { label: "Meer over ons", href: "/over-ons", variant: "outline" },
      ],
    },
    FourCards: {
      title: "Zo werkt het",
      cards: [
        { title: "Zoeken", text: "Filter vacatures op interesse, tijd en afstand.", href: "/vacancies/search" },
        { title: "Reageren", text: "Laat met één klik weten dat je wilt helpen.", href: "/vacancies/search" },
        { title: "Kennismaken", text: "De organisatie neemt binnen een week contact op.", href: "/over-ons" },
        { title: "Aan de slag", text: "Je begint met een inwerkperiode op jouw tempo.", href: "/nieuws" },
      ],
    },
    DynamicCards: {
      title: "Uitgelichte thema's",
      cards: [
        {
          title: "Zorg en welzijn",
          text: "Gezelschap, vervoer en een helpende hand.",
          image: image("elderlyCare"),
          href: "/vacancies/search?q=zorg",
        },
        {
          title: "Sport en bewegen",
          text: "Trainen, fluiten of meehelpen bij toernooien.",
          image: image("sports"),
          href: "/vacancies/search?q=sport",
        },
        {
          title: "Natuur en groen",
          text: "Tuinieren, snoeien en natuur beheren.",
          image: image("garden"),
          href: "/vacancies/search?q=natuur",
        },
      ],
    },
    YouTube: { videoId: "q7Vh2Xc8KbA", title: "Drie vrijwilligers vertellen over hun werk" },
    TextWithUsps: {
      title: "Waarom vrijwilligerswerk?",
      text: "Vrijwilligerswerk geeft energie, nieuwe contacten en soms zelfs een nieuwe baan.",
      usps: ["Je leert nieuwe mensen kennen", "Je doet werkervaring op", "Je bepaalt zelf hoeveel tijd je geeft"],
    },
    QuoteBlock: {
      quote: "Ik kwam voor een uurtje helpen en ben gebleven om de mensen.",
      author: "Anna de Vries",
      role: "vrijwilliger bij de buurtmoestuin",
      image: AVATARS.anna,
    },
    PhotoSlideshow: {
      title: "Een jaar in beeld",
      photos: [
        { ...image("music"), caption: "Open podium in de bibliotheek" },
        { ...image("sports"), caption: "Sportdag voor basisscholen" },
        { ...image("food"), caption: "Inzameling voor de voedselbank" },
      ],
    },
    PhotoHero: {
      title: `Samen maken we ${ctx.place}`,
      subtitle: "Ontdek wat vrijwilligers elke dag voor elkaar betekenen.",
      image: image("city"),
      button: { label: "Vind vrijwilligerswerk", href: "/vacancies/search", variant: "primary" },
    },
    Hotlinks: {
      title: "Direct naar",
      links: [
        { label: "Vacatures", href: "/vacancies/search", icon: "search" },
        { label: "Sociale kaart", href: "/sociale-kaart", icon: "map" },
        { label: "Nieuws", href: "/nieuws", icon: "newspaper" },
        { label: "Organisatie aanmelden", href: "/organizations/signup", icon: "building" },
        // The calendar does not exist in the meedoen context.
        ...(ctx.activities ? [{ label: "Activiteitenkalender", href: "/activiteitenkalender", icon: "calendar" }] : []),
      ],
    },
    CallToAction: {
      title: "Klaar om te beginnen?",
      text: "Maak in twee minuten een account aan en reageer direct op vacatures.",
      button: { label: "Account aanmaken", href: "/signup", variant: "primary" },
    },
    DualCta: {
      left: {
        title: "Ik wil helpen",
        text: "Bekijk vacatures en reageer direct.",
        button: { label: "Naar vacatures", href: "/vacancies/search", variant: "primary" },
      },
      right: {
        title: "Wij zoeken vrijwilligers",
        text: "Meld je organisatie aan en plaats gratis vacatures.",
        button: { label: "Organisatie aanmelden", href: "/organizations/signup", variant: "secondary" },
      },
    },
    NewsCarousel: { title: "Laatste nieuws", limit: 6 },
    SectionTitle: { title: "Voor organisaties", subtitle: "Alles wat je nodig hebt om vrijwilligers te vinden en te houden." },
    BuilderForm: { title: "Kom naar de open dag", formToken: demoFormToken(ctx.centerId) },
    LogoBar: {
      title: "Met steun van",
      logos: PARTNER_LOGOS.map((logo) => ({ ...logo, href: "/over-ons" })),
    },
    VacancyCategories: {
      title: "Zoek op thema",
      categories: [
        { label: "Zorg", query: "zorg", icon: "heart" },
        { label: "Sport", query: "sport", icon: "ball" },
        { label: "Cultuur", query: "cultuur", icon: "music" },
        { label: "Natuur", query: "natuur", icon: "leaf" },
      ],
    },
    HeroWithSearch: {
      title: `Vrijwilligerswerk in ${ctx.place}`,
      subtitle: "Zoek tussen alle vacatures van organisaties bij jou in de buurt.",
      image: image("hands"),
      searchPlaceholder: "Zoek op bijvoorbeeld 'taalmaatje' of 'chauffeur'",
    },
  };
  return {
    slug: "alle-blokken",
    title: "Alle blokken",
    createdAt,
    metaTitle: `Alle inhoudsblokken – ${ctx.name}`,
    metaDescription: "Overzicht van alle inhoudsblokken die op deze website beschikbaar zijn.",
    blocks: BLOCK_TYPES.map((type) => ({ type, props: props[type] }) as BlockSeed),
  };
}
