/**
 * Pure generator for the benchmark data (seedBulk): approved organisations with address and profile, and published
 * news pages. Everything comes from a seeded PRNG and the given start ids, so the same database state always
 * produces the same rows, and a second run (higher start ids) produces new, non-colliding ones.
 */

import type { addresses, contactPersons, contentBlocks, organizationProfiles, organizations, pages } from "../schema";
import { CONTACT_NAMES, MUNICIPALITIES } from "./data/organization-extras";
import { type Town, townsForCenter } from "./data/regions";
import { IMAGES } from "./data/shared";

export interface BulkCenter {
  id: number;
  tenantId: string;
}

export interface BulkStartIds {
  organization: number;
  address: number;
  organizationProfile: number;
  contactPerson: number;
  page: number;
  contentBlock: number;
}

export interface BulkRows {
  organizations: (typeof organizations.$inferInsert)[];
  addresses: (typeof addresses.$inferInsert)[];
  organizationProfiles: (typeof organizationProfiles.$inferInsert)[];
  contactPersons: (typeof contactPersons.$inferInsert)[];
  pages: (typeof pages.$inferInsert)[];
  contentBlocks: (typeof contentBlocks.$inferInsert)[];
}

export const BULK_ORGANIZATIONS_PER_SCALE = 200;
export const BULK_NEWS_PER_SCALE = 20;

/** mulberry32: tiny, fast and good enough for spreading demo data. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function slugify(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface OrgKind {
  nonProfitType: string;
  /** Name prefixes; `plain` ones read better with a district than with a club name ("Repair Café Wezep-Noord"). */
  names: string[];
  plain: string[];
  descriptions: string[];
}

const ORG_KINDS: OrgKind[] = [
  {
    nonProfitType: "sport",
    names: [
      "Voetbalvereniging",
      "Tennisclub",
      "Korfbalvereniging",
      "Gymnastiekvereniging",
      "Volleybalvereniging",
      "Handboogschutterij",
      "Wandelsportvereniging",
    ],
    plain: ["Zwembad", "IJsclub"],
    descriptions: [
      "Sportvereniging in {city} met teams voor jeugd en senioren. We zoeken trainers, scheidsrechters en vrijwilligers voor de kantine.",
      "Gezellige club waar iedereen welkom is, van beginner tot fanatiek. Vrijwilligers helpen bij trainingen, toernooien en onderhoud van het complex.",
    ],
  },
  {
    nonProfitType: "cultuur",
    names: [
      "Muziekvereniging",
      "Toneelvereniging",
      "Gemengd Koor",
      "Harmonie",
      "Fotoclub",
      "Volksdansgroep",
      "Historische Kring",
    ],
    plain: ["Dorpsmuseum", "Openluchttheater"],
    descriptions: [
      "Culturele vereniging uit {city} met repetities op doordeweekse avonden. Naast leden zoeken we hulp bij decors, kostuums en de kaartverkoop.",
      "Brengt al tientallen jaren cultuur dicht bij huis. Vrijwilligers helpen bij voorstellingen, tentoonstellingen en de ledenadministratie.",
    ],
  },
  {
    nonProfitType: "zorg",
    names: ["Stichting Thuishulp", "Zorgboerderij", "Stichting Ziekenbezoek", "Stichting Mantelzorg"],
    plain: ["Hospice", "Dagbesteding", "Buurtzorgpunt"],
    descriptions: [
      "Vrijwilligers bieden gezelschap, vervoer en een helpende hand aan ouderen en mensen met een beperking in {city}.",
      "Kleinschalige zorg met veel aandacht voor de mens. Vrijwilligers helpen bij activiteiten, maaltijden en uitstapjes.",
    ],
  },
  {
    nonProfitType: "natuur",
    names: ["Natuurwerkgroep", "Imkervereniging", "Vogelwerkgroep", "Stichting Heemtuin", "Tuinvereniging"],
    plain: ["Stadsboerderij", "Landschapsbeheer"],
    descriptions: [
      "Werkt aan een groener {city}: snoeien, maaien, inventariseren en natuureducatie voor scholen.",
      "Op zaterdagochtend werken we samen in het groen. Gereedschap en koffie zijn er, kennis delen we graag.",
    ],
  },
  {
    nonProfitType: "welzijn",
    names: ["Buurthuis", "Speeltuinvereniging", "Stichting Buurtkracht", "Ouderensoos", "Stichting Welzijn"],
    plain: ["Voedselbank", "Repair Café", "Kledingbank", "Taalcafé", "Buurtrestaurant"],
    descriptions: [
      "Ontmoetingsplek voor bewoners van {city}. Vrijwilligers draaien de inloop, koken en organiseren activiteiten voor jong en oud.",
      "Helpt inwoners van {city} die wel een steuntje in de rug kunnen gebruiken. Zonder vrijwilligers kunnen we niet bestaan.",
    ],
  },
  {
    nonProfitType: "onderwijs",
    names: ["Stichting Leesmaatjes", "Stichting Taalmaatjes", "Computerclub Senioren"],
    plain: ["Huiswerkklas", "Taalhuis"],
    descriptions: [
      "Vrijwilligers helpen kinderen en volwassenen in {city} met lezen, taal en huiswerk, een-op-een of in kleine groepen.",
      "Wekelijkse begeleiding door vrijwilligers met geduld en plezier in lesgeven. Een onderwijsachtergrond is niet nodig.",
    ],
  },
];

const CLUB_NAMES = [
  "De Eendracht",
  "Ons Genoegen",
  "Vooruit",
  "De Schakel",
  "Het Anker",
  "De Brug",
  "De Linde",
  "Excelsior",
  "Concordia",
  "De Horst",
  "Het Baken",
  "De Zwaluw",
  "De Wieken",
  "Het Trefpunt",
  "De Kern",
  "Samen Verder",
  "De Zonnewijzer",
  "Sint Jozef",
  "Oranje",
  "De Toekomst",
];
const DISTRICTS = ["Noord", "Zuid", "Oost", "West", "Centrum"];
// Dutch postcodes never use these letter pairs.
const POSTCODE_LETTERS = "ABCDEGHJKLMNPRSTVWXZ";
const FORBIDDEN_PAIRS = new Set(["SA", "SD", "SS"]);

function postalCode(rng: Rng, t: Town): string {
  let letters = "SA";
  while (FORBIDDEN_PAIRS.has(letters)) letters = pick(rng, [...POSTCODE_LETTERS]) + pick(rng, [...POSTCODE_LETTERS]);
  return `${pick(rng, t.postcodes)} ${letters}`;
}

function phoneNumber(rng: Rng, t: Town): string {
  if (rng() < 0.25) return `06-${String(int(rng, 10000000, 69999999))}`;
  const digits = 10 - t.areaCode.length;
  return `${t.areaCode}-${int(rng, 2, 8)}${String(int(rng, 0, 10 ** (digits - 1) - 1)).padStart(digits - 1, "0")}`;
}

const round = (n: number, places = 5) => Math.round(n * 10 ** places) / 10 ** places;

const NEWS_TITLES = [
  "{org} zoekt nieuwe vrijwilligers",
  "Open dag bij {org}",
  "{org} viert {years}-jarig jubileum",
  "Vrijwilligers van {org} in het zonnetje gezet",
  "Nieuwe training voor vrijwilligers in {city}",
  "Inzamelactie in {city} groot succes",
  "Buurtbewoners in {city} pakken samen klussen aan",
  "Nieuw project voor ouderen in {city}",
];
const NEWS_SUMMARIES = [
  "Een kort verslag en hoe jij kunt helpen.",
  "Lees wat er gebeurde en waar nog hulp nodig is.",
  "Vrijwilligers vertellen over hun ervaringen.",
  "Aanmelden kan via de vacaturebank.",
];
const NEWS_PARAGRAPHS = [
  "Dankzij de inzet van tientallen vrijwilligers kon {org} dit jaar meer mensen in {city} bereiken dan ooit. ‘Zonder hen was dit niet gelukt,’ vertelt de coördinator.",
  "Er is nog plek voor nieuwe vrijwilligers. Je hoeft geen ervaring te hebben: je krijgt een inwerkperiode en een vast aanspreekpunt.",
  "De vrijwilligers kregen na afloop een bedankje aangeboden door de gemeente. Ook het komende jaar staan er weer mooie plannen op stapel.",
  "Wie wil helpen, kan reageren via de vacaturebank of langskomen op het spreekuur van de vrijwilligerscentrale.",
  "Ook bewoners die maar een paar uur per maand beschikbaar zijn, zijn van harte welkom. Samen kijken we wat bij je past.",
  "De activiteit wordt mede mogelijk gemaakt door een bijdrage uit het buurtfonds en door lokale ondernemers die materialen beschikbaar stelden.",
];
const IMAGE_URLS = Object.values(IMAGES).map((img) => img.url);
const DAY_MS = 86_400_000;
const NEWS_EPOCH = Date.UTC(2026, 0, 1);
/** Days from 1 January 2026 up to and including 19 November 2026. */
const NEWS_DAYS = 323;

const fill = (template: string, vars: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key) => vars[key] ?? "");

/**
 * Rows for `organizationsPerTenant` organisations and `newsPerTenant` news pages for every tenant in `centers`,
 * assigned round-robin over each tenant's centres.
 */
export function generateBulkRows(
  centers: BulkCenter[],
  start: BulkStartIds,
  organizationsPerTenant: number,
  newsPerTenant: number,
): BulkRows {
  const rng = createRng(start.organization * 31 + start.page * 17 + organizationsPerTenant);
  const rows: BulkRows = {
    organizations: [],
    addresses: [],
    organizationProfiles: [],
    contactPersons: [],
    pages: [],
    contentBlocks: [],
  };
  const ids = { ...start };
  const byTenant = new Map<string, BulkCenter[]>();
  for (const c of centers) {
    if (!byTenant.has(c.tenantId)) byTenant.set(c.tenantId, []);
    byTenant.get(c.tenantId)?.push(c);
  }

  for (const [tenantId, tenantCenters] of byTenant) {
    // News mentions organisations of its own centre.
    const orgNames = new Map<number, string[]>();
    for (let i = 0; i < organizationsPerTenant; i++) {
      const center = tenantCenters[i % tenantCenters.length];
      const t = pick(rng, townsForCenter(center.id));
      const kind = pick(rng, ORG_KINDS);
      const name =
        rng() < 0.7
          ? `${pick(rng, kind.names)} ${pick(rng, CLUB_NAMES)} ${t.city}`
          : `${pick(rng, kind.plain)} ${t.city}-${pick(rng, DISTRICTS)}`;
      const domain = `${slugify(name)}.nl`;
      const createdAt = new Date(Date.UTC(2025, 0, 1) + int(rng, 0, 600) * DAY_MS).toISOString();
      const id = ids.organization++;
      if (!orgNames.has(center.id)) orgNames.set(center.id, []);
      orgNames.get(center.id)?.push(name);
      rows.organizations.push({
        id,
        tenantId,
        volunteerCenterId: center.id,
        type: "NonProfit",
        name,
        website: `https://www.${domain}`,
        email: `info@${domain}`,
        phoneNumber: phoneNumber(rng, t),
        description: fill(pick(rng, kind.descriptions), { city: t.city }),
        status: "approved",
        createdAt,
        updatedAt: createdAt,
      });
      rows.addresses.push({
        id: ids.address++,
        tenantId,
        organizationId: id,
        street: pick(rng, t.streets),
        houseNumber: String(int(rng, 1, 180)) + (rng() < 0.1 ? pick(rng, ["a", "b", "c"]) : ""),
        postalCode: postalCode(rng, t),
        city: t.city,
        municipality: MUNICIPALITIES[t.city] ?? t.city,
        country: "NL",
        geocoded: true,
        latitude: round(t.latitude + (rng() * 2 - 1) * t.spread),
        longitude: round(t.longitude + (rng() * 2 - 1) * t.spread * 1.5),
        createdAt,
        updatedAt: createdAt,
      });
      rows.organizationProfiles.push({
        id: ids.organizationProfile++,
        tenantId,
        organizationId: id,
        nonProfitType: kind.nonProfitType,
        showOnSocialMap: rng() < 0.9,
        activityTypeIds: [...new Set([int(rng, 1, 11), int(rng, 1, 11)])].sort((a, b) => a - b),
        createdAt,
        updatedAt: createdAt,
      });
      const [first, last, jobTitle] = pick(rng, CONTACT_NAMES);
      rows.contactPersons.push({
        id: ids.contactPerson++,
        tenantId,
        organizationId: id,
        name: `${first} ${last}`,
        email: `info@${domain}`,
        phoneNumber: null,
        jobTitle,
        createdAt,
        updatedAt: createdAt,
      });
    }

    for (let i = 0; i < newsPerTenant; i++) {
      const center = tenantCenters[i % tenantCenters.length];
      const city = pick(rng, townsForCenter(center.id)).city;
      const names = orgNames.get(center.id) ?? [];
      const org = names.length > 0 ? pick(rng, names) : `Buurthuis ${city}`;
      const vars = { org, city, years: String(int(rng, 2, 12) * 5) };
      const title = fill(pick(rng, NEWS_TITLES), vars);
      const publishedAt = new Date(NEWS_EPOCH + int(rng, 0, NEWS_DAYS - 1) * DAY_MS + 9 * 3_600_000).toISOString();
      const pageId = ids.page++;
      const paragraphs = shuffle(rng, NEWS_PARAGRAPHS).slice(0, int(rng, 2, 4));
      rows.pages.push({
        id: pageId,
        tenantId,
        volunteerCenterId: center.id,
        pageLayout: "default",
        pageType: "news",
        title,
        // The id keeps slugs unique per centre, also across repeated runs.
        slug: `${slugify(title).slice(0, 100)}-${pageId}`,
        showTitleOnPage: true,
        isPublished: true,
        summary: pick(rng, NEWS_SUMMARIES),
        featured: false,
        imageUrl: pick(rng, IMAGE_URLS),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      rows.contentBlocks.push({
        id: ids.contentBlock++,
        tenantId,
        pageId,
        position: 1,
        blockType: "Markdown",
        props: { content: paragraphs.map((p) => fill(p, vars)).join("\n\n") },
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }
  }
  return rows;
}
