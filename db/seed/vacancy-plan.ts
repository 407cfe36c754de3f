/**
 * Which vacancies a tenant gets (db/seed/vacancies.ts turns them into rows): spread over its centres' approved
 * organisations, themes that fit each organisation, statuses in a fixed pattern (mostly published, some expiring
 * within a week, expired, filled, draft and archived), a few at an own address or remote, some with places, shared
 * ones on a tenant with centre sharing, and a draft of a pending organisation. Pure and deterministic.
 */
import type { LocationType, VacancyStatus } from "../../contract/vacancies";
import type { SeedRows } from "./build";
import { OWN_ADDRESSES, type OwnAddress } from "./data/vacancy-places";
import { CLOSINGS, GENERAL_THEMES, OFFERS, VOG_NOTE } from "./data/vacancy-texts";
import { THEMES, type VacancyTheme } from "./data/vacancy-themes";
import { type RichBlock, seedDescription } from "./seed-doc";

export interface PlannedVacancy {
  organizationId: number;
  theme: VacancyTheme;
  title: string;
  status: VacancyStatus;
  /** Published and expiring within a week. */
  expiring: boolean;
  location: LocationType;
  /** The own address (location `address`): one of the centre's, near the organisation. */
  ownAddress: OwnAddress | null;
  capacity: number | null;
  shared: boolean;
  youtube: boolean;
  description: { json: unknown; html: string; text: string };
}

type Slot = VacancyStatus | "expiring";
/** Per 14 vacancies: 9 published, 1 expiring within a week, 1 each draft, expired, filled and archived. */
const STATUS_PATTERN: Slot[] = [
  "published",
  "published",
  "published",
  "expiring",
  "published",
  "draft",
  "published",
  "published",
  "expired",
  "published",
  "filled",
  "published",
  "archived",
  "published",
];
const REMOTE = /^(Social media|Website|Fondsenwerver)/;
const YOUTUBE_TENANTS = ["oldebroek", "demo"];

type Org = SeedRows["organizations"][number];

function kindOf(seed: SeedRows, org: Org): string {
  if (org.type === "VolunteerCenter") return "centrale";
  if (org.type === "School") return "school";
  const profile = seed.organizationProfiles.find((p) => p.organizationId === org.id);
  const kind = profile?.nonProfitType ?? "welzijn";
  return THEMES[kind] ? kind : "welzijn";
}

/** The organisation's themes: its own kind's (name-specific ones first, rotated per organisation), then general ones. */
function themesFor(seed: SeedRows, org: Org, sameKindBefore: number, index: number): VacancyTheme[] {
  const own = THEMES[kindOf(seed, org)].filter((t) => !t.only || t.only.test(org.name));
  const specific = own.filter((t) => t.only);
  const rest = own.filter((t) => !t.only);
  const shift = (sameKindBefore * 2) % Math.max(rest.length, 1);
  const general = GENERAL_THEMES.map((_, i) => GENERAL_THEMES[(i + index) % GENERAL_THEMES.length]);
  return [...specific, ...rest.slice(shift), ...rest.slice(0, shift), ...general];
}

/** The centre's own address nearest the organisation, if one is within ~15 km (a national centre spans the country). */
function nearbyAddress(seed: SeedRows, org: Org): OwnAddress | null {
  const home = seed.addresses.find((a) => a.organizationId === org.id);
  if (!home) return null;
  const km = (a: OwnAddress) =>
    Math.hypot((a.latitude - (home.latitude as number)) * 111, (a.longitude - (home.longitude as number)) * 68);
  const [nearest] = [...(OWN_ADDRESSES[org.volunteerCenterId] ?? [])].sort((a, b) => km(a) - km(b));
  return nearest && km(nearest) < 15 ? nearest : null;
}

const fill = (text: string, org: Org, city: string) => text.replaceAll("{org}", org.name).replaceAll("{city}", city);

function describe(theme: VacancyTheme, org: Org, city: string, k: number): PlannedVacancy["description"] {
  const f = (text: string) => fill(text, org, city);
  const offer = [theme.vog ? VOG_NOTE : null, OFFERS[k % OFFERS.length], CLOSINGS[k % CLOSINGS.length]];
  const blocks: RichBlock[] = [
    f(theme.intro),
    "Wat ga je doen?",
    theme.tasks.map(f),
    ...(theme.extra ? [f(theme.extra)] : []),
    offer.filter(Boolean).join(" "),
  ];
  return seedDescription(blocks);
}

/**
 * `total` vacancies for `tenantId`. `keepOpen`: the organisation superuser's organisations, whose first two
 * vacancies stay published (the first one full: 2 places) so applications can go to them.
 */
export function planTenantVacancies(seed: SeedRows, tenantId: string, total: number, keepOpen: number[]): PlannedVacancy[] {
  const centers = seed.volunteerCenters.filter((c) => c.tenantId === tenantId).map((c) => c.id as number);
  const orgs = seed.organizations.filter((o) => o.tenantId === tenantId && (o.status ?? "approved") === "approved");
  const pending = seed.organizations.find((o) => o.tenantId === tenantId && o.status === "pending");
  const cityOf = (org: Org) => seed.addresses.find((a) => a.organizationId === org.id)?.city ?? "";
  const own = total - (pending ? 1 : 0);
  const titles = new Set<string>();
  const kinds = new Map<string, number>();
  const planned: PlannedVacancy[] = [];

  orgs.forEach((org, i) => {
    const kind = kindOf(seed, org);
    const themes = themesFor(seed, org, kinds.get(kind) ?? 0, i);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    const count = Math.floor(own / orgs.length) + (i < own % orgs.length ? 1 : 0);
    for (let n = 0; n < count; n++) {
      const k = planned.length;
      const theme = themes[n % themes.length];
      const city = cityOf(org);
      let title = fill(theme.title, org, city);
      if (titles.has(title)) title = `${title} in ${city}`;
      if (titles.has(title)) title = `${fill(theme.title, org, city)} bij ${org.name}`;
      titles.add(title);
      const opened = keepOpen.includes(org.id as number) && n < 2;
      const slot: Slot = opened ? "published" : STATUS_PATTERN[k % STATUS_PATTERN.length];
      const status: VacancyStatus = slot === "expiring" ? "published" : slot;
      const full = keepOpen[0] === org.id && n === 0;
      const ownAddress = k % 7 === 4 ? nearbyAddress(seed, org) : null;
      const location: LocationType = REMOTE.test(title) ? "remote" : ownAddress ? "address" : "organization";
      planned.push({
        organizationId: org.id as number,
        theme,
        title,
        status,
        expiring: slot === "expiring",
        location,
        ownAddress: location === "address" ? ownAddress : null,
        capacity: full ? 2 : status === "published" && k % 5 === 2 ? 3 + (k % 8) : null,
        shared: centers.length > 1 && (org.volunteerCenterId === centers[0] ? k % 4 === 1 : k % 2 === 0),
        youtube: YOUTUBE_TENANTS.includes(tenantId) && org.type === "VolunteerCenter" && n === 0,
        description: describe(theme, org, city, k),
      });
    }
  });

  if (pending) {
    const theme = themesFor(seed, pending, 0, 0)[0];
    const city = cityOf(pending);
    planned.push({
      organizationId: pending.id as number,
      theme,
      title: titles.has(fill(theme.title, pending, city))
        ? `${fill(theme.title, pending, city)} in ${city}`
        : fill(theme.title, pending, city),
      status: "draft",
      expiring: false,
      location: "organization",
      ownAddress: null,
      capacity: null,
      shared: false,
      youtube: false,
      description: describe(theme, pending, city, planned.length),
    });
  }
  return planned;
}
