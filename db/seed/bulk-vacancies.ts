/**
 * Benchmark vacancies (`--scale N`, bench/search.mjs): N vacancies over the bulk organisations of the same run, spread
 * over the tenants in turn, with the demo themes' titles and texts filled in per organisation, mostly published
 * (some draft, expired, filled, archived), publication dates over the past two years, at the organisation's address,
 * an own address nearby or remote — so text search, filters and distance work on realistic data. Pure: the rows
 * follow from the PRNG seed, the start id and `today`.
 */
import { ageGroupMask, tagMask, type VacancyStatus, type VacancyTag } from "../../contract/vacancies";
import { type BulkRows, createRng } from "./bulk";
import { addDays, stamp } from "./clock";
import { CLOSINGS, GENERAL_THEMES, OFFERS, VOG_NOTE } from "./data/vacancy-texts";
import { THEMES, type VacancyTheme } from "./data/vacancy-themes";
import { seedDescription } from "./seed-doc";
import type { VacancyRow } from "./vacancies";

const STATUSES: [VacancyStatus, number][] = [
  ["published", 0.86],
  ["draft", 0.04],
  ["expired", 0.04],
  ["filled", 0.03],
  ["archived", 0.03],
];
const EXTRA_TAGS: VacancyTag[] = ["once", "regularly", "flexible", "multi_day", "free", "multipleDates"];
const REGIONAL: Record<string, VacancyTag> = { oldebroek: "noord_veluwe", roermond: "midden_limburg" };
/** Bulk vacancies were created over the past two years (the analytics' longer periods have something to count). */
const BULK_VACANCY_DAYS = 730;
const TITLE_SUFFIXES = ["", "", "", " in {city}", " (m/v/x)", " voor een paar uur per week", " — start direct"];

/**
 * Every theme once, in a fixed order: a bulk vacancy's text is one of ALL_THEMES × OFFERS × CLOSINGS, rendered
 * once with `{org}` and `{city}` left in (BULK_TEXTS); db/seed/index.ts fills those in SQL while inserting, so
 * 100,000 rows send a text id instead of three renderings of their description.
 */
const ALL_THEMES: VacancyTheme[] = [...Object.values(THEMES).flat(), ...GENERAL_THEMES];

export interface BulkText {
  id: number;
  json: string;
  html: string;
  text: string;
}

export function bulkTextId(theme: number, offer: number, closing: number): number {
  return (theme * OFFERS.length + offer) * CLOSINGS.length + closing + 1;
}

/** The text variants, `{org}` and `{city}` still in them. */
export function bulkTexts(): BulkText[] {
  const texts: BulkText[] = [];
  ALL_THEMES.forEach((theme, t) => {
    OFFERS.forEach((offer, o) => {
      CLOSINGS.forEach((closing, c) => {
        const d = seedDescription([
          theme.intro,
          theme.tasks,
          [theme.vog ? VOG_NOTE : "", offer, closing].filter(Boolean).join(" "),
        ]);
        texts.push({ id: bulkTextId(t, o, c), json: JSON.stringify(d.json), html: d.html, text: d.text });
      });
    });
  });
  return texts;
}

/** A text variant with the organisation and place filled in, as the insert does it in SQL (for tests). */
export function fillBulkText(text: BulkText, org: string, city: string) {
  const json = (v: string) => v.replace(/\\/g, "\\\\").replace(/"/g, '\\"');
  const html = (v: string) =>
    v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
  const fill = (value: string, o: string, c: string) => value.replaceAll("{org}", o).replaceAll("{city}", c);
  return {
    json: JSON.parse(fill(text.json, json(org), json(city))),
    html: fill(text.html, html(org), html(city)),
    text: fill(text.text, org, city),
  };
}

/** A bulk vacancy row without its description, and the text it takes (id, and the place named in it). */
export type BulkVacancy = Omit<VacancyRow, "description" | "descriptionHtml" | "searchBody"> & {
  textId: number;
  textCity: string;
};

interface OrgInfo {
  id: number;
  tenantId: string;
  volunteerCenterId: number;
  name: string;
  email: string | null;
  phone: string | null;
  contact: string | null;
  city: string;
  municipality: string | null;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** Indices into ALL_THEMES. */
  themes: number[];
}

function organizationsOf(bulk: BulkRows): Map<string, OrgInfo[]> {
  const byTenant = new Map<string, OrgInfo[]>();
  const addresses = new Map(bulk.addresses.map((a) => [a.organizationId, a]));
  const profiles = new Map(bulk.organizationProfiles.map((p) => [p.organizationId, p]));
  const contacts = new Map(bulk.contactPersons.map((c) => [c.organizationId, c]));
  for (const org of bulk.organizations) {
    const address = addresses.get(org.id as number);
    if (!address) continue;
    const kind = profiles.get(org.id as number)?.nonProfitType ?? "welzijn";
    const own = (THEMES[kind] ?? THEMES.welzijn).filter((t) => !t.only || t.only.test(org.name));
    const list = byTenant.get(org.tenantId) ?? [];
    list.push({
      id: org.id as number,
      tenantId: org.tenantId,
      volunteerCenterId: org.volunteerCenterId,
      name: org.name,
      email: org.email ?? null,
      phone: org.phoneNumber ?? null,
      contact: contacts.get(org.id as number)?.name ?? null,
      city: address.city,
      municipality: address.municipality ?? null,
      postalCode: address.postalCode,
      latitude: address.latitude as number,
      longitude: address.longitude as number,
      themes: [...own, ...GENERAL_THEMES].map((t) => ALL_THEMES.indexOf(t)),
    });
    byTenant.set(org.tenantId, list);
  }
  return byTenant;
}

/** `count` vacancies with ids from `startId`, over the organisations of `bulk` (tenants in turn). */
export function generateBulkVacancies(bulk: BulkRows, startId: number, count: number, today: string): BulkVacancy[] {
  const rng = createRng(startId * 7 + count);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)];
  const byTenant = [...organizationsOf(bulk).values()].filter((orgs) => orgs.length > 0);
  if (count > 0 && byTenant.length === 0) throw new Error("seed: --scale vacancies need bulk organisations");
  const rows: BulkVacancy[] = [];
  for (let i = 0; i < count; i++) {
    const org = pick(byTenant[i % byTenant.length]);
    const themeIndex = pick(org.themes);
    const theme = ALL_THEMES[themeIndex];
    const fill = (text: string) => text.replaceAll("{org}", org.name).replaceAll("{city}", org.city);
    const textId = bulkTextId(themeIndex, Math.floor(rng() * OFFERS.length), Math.floor(rng() * CLOSINGS.length));
    const roll = rng();
    let status: VacancyStatus = "published";
    let sum = 0;
    for (const [s, share] of STATUSES) {
      sum += share;
      if (roll < sum) {
        status = s;
        break;
      }
    }
    const expiresIn = status === "expired" ? -1 - Math.floor(rng() * 60) : rng() < 0.3 ? null : 1 + Math.floor(rng() * 200);
    // Published before it expired.
    const age = Math.max(1 + Math.floor(rng() * BULK_VACANCY_DAYS), expiresIn !== null && expiresIn < 0 ? 30 - expiresIn : 0);
    const where = rng();
    const location = where < 0.1 ? "remote" : where < 0.22 ? "address" : "organization";
    const remote = location === "remote";
    // An own address: elsewhere in the same town, within a few kilometres.
    const jitter = location === "address" ? 0.02 : 0;
    const tags = [
      ...new Set([
        ...theme.tags,
        ...(rng() < 0.3 ? [pick(EXTRA_TAGS)] : []),
        ...(REGIONAL[org.tenantId] ? [REGIONAL[org.tenantId]] : []),
      ]),
    ];
    const createdAt = stamp(today, -age, 7 + Math.floor(rng() * 12), Math.floor(rng() * 60));
    const publishedAt = status === "draft" ? null : stamp(today, -age, 20, 0);
    const expiresAt = expiresIn === null ? null : addDays(today, expiresIn);
    const id = startId + i;
    rows.push({
      id,
      tenantId: org.tenantId,
      volunteerCenterId: org.volunteerCenterId,
      organizationId: org.id,
      title: fill(theme.title + pick(TITLE_SUFFIXES)),
      status,
      vacancyType: theme.type ?? (rng() < 0.05 ? "activity" : "volunteering"),
      youtubeUrl: null,
      expiresAt,
      publishedAt,
      contactPerson: org.contact,
      contactEmail: org.email,
      contactPhone: org.phone,
      contactPhoneVisible: rng() < 0.4,
      tags,
      tagMask: tagMask(tags),
      ageGroupIds: theme.ageGroups,
      ageGroupMask: ageGroupMask(theme.ageGroups),
      locationType: location,
      street: null,
      houseNumber: null,
      houseNumberAddition: null,
      postalCode: location === "address" ? org.postalCode : null,
      city: remote ? null : org.city,
      municipality: remote ? null : org.municipality,
      latitude: remote ? null : Math.round((org.latitude + (rng() * 2 - 1) * jitter) * 1e5) / 1e5,
      longitude: remote ? null : Math.round((org.longitude + (rng() * 2 - 1) * jitter * 1.5) * 1e5) / 1e5,
      organizationName: org.name,
      hoursPerWeek: theme.hours,
      vogRequired: theme.vog ?? false,
      capacity: rng() < 0.15 ? 1 + Math.floor(rng() * 20) : null,
      shared: org.tenantId === "public" && rng() < 0.25,
      frequency: theme.type === "activity" ? "once" : null,
      expiryWarnedAt: null,
      expiredAt: status === "expired" && expiresAt ? `${expiresAt}T23:05:00.000Z` : null,
      deletedAt: null,
      createdById: null,
      createdAt,
      updatedAt: publishedAt ?? createdAt,
      textId,
      textCity: org.city,
    });
  }
  return rows;
}
