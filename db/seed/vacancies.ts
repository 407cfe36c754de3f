/**
 * The demo vacancies, applications and internal notes, built from the organisations and accounts of
 * the demo seed. Ids and texts are the same on every run; dates are relative to `today` (db/seed/clock.ts), so
 * "expires within a week" stays true whenever the seed runs. The denormalised columns are filled as the API fills
 * them: organisation name, place and coordinates, tag and age-group masks, the description as tiptap JSON, HTML
 * and plain text.
 */
import { normalizePostalCode } from "../../contract/addresses";
import type { ApplicationStatus } from "../../contract/applications";
import { ageGroupMask, tagMask, type VacancyStatus, type VacancyTag } from "../../contract/vacancies";
import { defaultTemplateRows } from "../notification-template-defaults";
import type { applications, internalNotes, notificationTemplates, postcodeCache, vacancies } from "../schema";
import { addActivities, type OccurrenceRow } from "./activities";
import type { SeedRows } from "./build";
import { addDays, stamp } from "./clock";
import { MAIN_PLACES, OWN_ADDRESSES } from "./data/vacancy-places";
import { APPLICANTS, APPLICATION_MESSAGES, NOTES } from "./data/vacancy-texts";
import { applicationDaysAgo, daysBefore, decidedAfter, spreadAge } from "./history";
import type { UserSeedRows } from "./users";
import { type PlannedVacancy, planTenantVacancies } from "./vacancy-plan";

export type VacancyRow = typeof vacancies.$inferInsert;
export interface VacancySeedRows {
  vacancies: VacancyRow[];
  applications: (typeof applications.$inferInsert)[];
  internalNotes: (typeof internalNotes.$inferInsert)[];
  postcodeCache: (typeof postcodeCache.$inferInsert)[];
  /** Every centre's notification templates (db/notification-template-defaults.ts), nl and en. */
  notificationTemplates: (typeof notificationTemplates.$inferInsert)[];
  /** The demo activities' dates (db/seed/activities.ts). */
  activityOccurrences: OccurrenceRow[];
}

/** Vacancies per tenant (40–80), over its centres' approved organisations. */
export const VACANCIES_PER_TENANT: Record<string, number> = { oldebroek: 56, roermond: 52, meedoen: 48, demo: 60, public: 64 };
const REGIONAL_TAG: Record<string, VacancyTag> = { oldebroek: "noord_veluwe", roermond: "midden_limburg" };
/** Big Buck Bunny (Blender Foundation, CC BY): a stable public video for the YouTube embed. */
const DEMO_YOUTUBE_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ";

export function buildVacancyRows(seed: SeedRows, accounts: UserSeedRows, today: string): VacancySeedRows {
  const out: VacancySeedRows = {
    vacancies: [],
    applications: [],
    internalNotes: [],
    postcodeCache: [],
    notificationTemplates: seed.volunteerCenters.flatMap((c) => defaultTemplateRows(c.tenantId, c.id as number)),
    activityOccurrences: [],
  };
  out.notificationTemplates.forEach((row, i) => {
    row.id = i + 1;
    row.createdAt = seed.volunteerCenters[0].createdAt;
    row.updatedAt = seed.volunteerCenters[0].createdAt;
  });
  const tenants = [...new Set(seed.volunteerCenters.map((c) => c.tenantId))];
  for (const tenantId of tenants) {
    const superuser = accounts.users.find((u) => u.email === `organization_superuser@${tenantId}.example.org`);
    const ownOrgs = accounts.organizationMemberships.filter((m) => m.userId === superuser?.id).map((m) => m.organizationId);
    const plan = planTenantVacancies(seed, tenantId, VACANCIES_PER_TENANT[tenantId] ?? 50, ownOrgs);
    const owner = (orgId: number) => (ownOrgs.includes(orgId) ? (superuser?.id as number) : undefined);
    const rows = plan.map((p, k) => vacancyRow(seed, p, k, today, tenantId, owner(p.organizationId)));
    rows.forEach((row, i) => {
      row.id = out.vacancies.length + i + 1;
    });
    out.vacancies.push(...rows);
    addApplications(out, accounts, rows, tenantId, ownOrgs, superuser?.id as number, today);
  }
  addActivities(out, seed, accounts, today);
  out.postcodeCache = postcodeRows(seed, today);
  return out;
}

function vacancyRow(seed: SeedRows, p: PlannedVacancy, k: number, today: string, tenantId: string, ownerId?: number): VacancyRow {
  const org = seed.organizations.find((o) => o.id === p.organizationId)!;
  const address = seed.addresses.find((a) => a.organizationId === p.organizationId)!;
  const contact = seed.contactPersons.find((c) => c.organizationId === p.organizationId);
  const status = p.status;
  // Older vacancies for the closed ones; the newest published ones a fortnight old at most.
  // Spread over the past year (db/seed/history.ts), the newest three weeks as they were.
  const age = spreadAge(status === "expired" ? 70 + (k % 40) : status === "archived" ? 120 + (k % 60) : 10 + ((k * 7) % 150));
  const createdAt = stamp(today, -age, 8 + (k % 9), (k * 13) % 60);
  const publishedAt = status === "draft" ? null : stamp(today, -age + 1, 9, (k * 7) % 60);
  let expiresAt: string | null = null;
  if (p.expiring) expiresAt = addDays(today, 1 + (k % 6));
  else if (status === "expired") expiresAt = addDays(today, -(3 + (k % 30)));
  else if (status === "published" || status === "filled" || status === "draft")
    expiresAt = k % 3 === 0 ? null : addDays(today, 20 + ((k * 11) % 160));
  const own =
    p.location === "address" ? OWN_ADDRESSES[org.volunteerCenterId][k % OWN_ADDRESSES[org.volunteerCenterId].length] : null;
  const remote = p.location === "remote";
  const tags = [...p.theme.tags, ...(REGIONAL_TAG[tenantId] && !remote ? [REGIONAL_TAG[tenantId]] : [])];
  const activity = p.theme.type === "activity";
  return {
    id: 0,
    tenantId,
    volunteerCenterId: org.volunteerCenterId,
    organizationId: p.organizationId,
    title: p.title,
    status,
    vacancyType: p.theme.type ?? "volunteering",
    description: p.description.json,
    descriptionHtml: p.description.html,
    searchBody: p.description.text,
    youtubeUrl: p.youtube ? DEMO_YOUTUBE_URL : null,
    expiresAt,
    publishedAt,
    contactPerson: contact?.name ?? null,
    contactEmail: org.email ?? null,
    contactPhone: org.phoneNumber ?? null,
    contactPhoneVisible: k % 3 === 1,
    tags,
    tagMask: tagMask(tags),
    ageGroupIds: p.theme.ageGroups,
    ageGroupMask: ageGroupMask(p.theme.ageGroups),
    locationType: p.location,
    street: own?.street ?? null,
    houseNumber: own?.houseNumber ?? null,
    houseNumberAddition: null,
    postalCode: own?.postalCode ?? null,
    city: remote ? null : (own?.city ?? address.city),
    municipality: remote ? null : (own?.municipality ?? address.municipality ?? null),
    latitude: remote ? null : (own?.latitude ?? address.latitude ?? null),
    longitude: remote ? null : (own?.longitude ?? address.longitude ?? null),
    organizationName: org.name,
    hoursPerWeek: p.theme.hours,
    vogRequired: p.theme.vog ?? false,
    capacity: p.capacity,
    shared: p.shared,
    recurrence: null,
    waitlistEnabled: true,
    frequency: activity
      ? p.theme.tags.includes("regularly")
        ? "regularly"
        : p.theme.tags.includes("multi_day")
          ? "multi_day"
          : "once"
      : null,
    expiryWarnedAt: status === "expired" && expiresAt ? stamp(expiresAt, -7, 7) : null,
    expiredAt: status === "expired" && expiresAt ? stamp(expiresAt, 0, 23, 5) : null,
    deletedAt: null,
    createdById: ownerId ?? (org.createdById as number | null | undefined) ?? null,
    createdAt,
    updatedAt: status === "expired" && expiresAt ? stamp(expiresAt, 0, 23, 5) : (publishedAt ?? createdAt),
  };
}

type Applicant = { userId: number; email: string; firstName: string; lastName: string } | number;

/**
 * Per tenant, on the organisation superuser's organisations: a full vacancy (2 places: one accepted, one pending,
 * one waitlisted — the next applicant is waitlisted too), a busy one with every other status and a few on other
 * organisations; from the tenant's volunteer and student accounts (the student pending, waitlisted and accepted: a
 * pupil of the mentor's school, so the mentor reads them) and from anonymous people. Notes by the
 * superuser on their organisations' applications.
 */
function addApplications(
  out: VacancySeedRows,
  accounts: UserSeedRows,
  rows: VacancyRow[],
  tenantId: string,
  ownOrgs: number[],
  superuserId: number,
  today: string,
): void {
  const user = (email: string): Applicant => {
    const u = accounts.users.find((x) => x.email === email)!;
    return { userId: u.id as number, email: u.email, firstName: u.firstName ?? "", lastName: u.lastName ?? "" };
  };
  const volunteer = user(`volunteer@${tenantId}.example.org`);
  const student = user(`student@${tenantId}.example.org`);
  const open = (orgIds: number[]) =>
    rows.filter((r) => orgIds.includes(r.organizationId) && r.status === "published" && r.capacity !== 2);
  const full = rows.find((r) => r.capacity === 2)!;
  const [busy] = open([ownOrgs[0]]);
  const [second] = open(ownOrgs.slice(1));
  const others = open(rows.map((r) => r.organizationId).filter((id) => !ownOrgs.includes(id)));
  const plan: [VacancyRow, Applicant, ApplicationStatus][] = [
    [full, 0, "accepted"],
    [full, volunteer, "pending"],
    [full, 1, "waitlisted"],
    [busy, 2, "pending"],
    [busy, student, "pending"],
    [busy, 3, "accepted"],
    [busy, 4, "rejected"],
    [busy, 5, "withdrawn"],
    [second, 6, "pending"],
    [second, volunteer, "accepted"],
    [others[0], 7, "pending"],
    [others[3], 8, "rejected"],
    [others[6], 9, "pending"],
    [others[9], volunteer, "withdrawn"],
    // The student (a pupil of the mentor's school) in more states than `pending`, for the mentor's view.
    [full, student, "waitlisted"],
    [second ?? others[1], student, "accepted"],
  ];
  if (tenantId === "public") {
    const sharedOne = rows.find((r) => r.shared && r.volunteerCenterId === 5 && r.status === "published");
    if (sharedOne) plan.push([sharedOne, user("volunteer+center6@public.example.org"), "pending"]);
  }
  const offset = out.vacancies.length - rows.length;
  plan.forEach(([vacancy, who, status], j) => {
    if (!vacancy) return;
    const anonymous = typeof who === "number" ? APPLICANTS[(who + offset) % APPLICANTS.length] : null;
    const person = anonymous
      ? {
          userId: null,
          firstName: anonymous[0],
          lastName: anonymous[1],
          email: `${`${anonymous[0]}.${anonymous[1]}`.toLowerCase().replace(/[^a-z.]/g, "")}@example.com`,
        }
      : (who as Exclude<Applicant, number>);
    const id = out.applications.length + 1;
    // Spread over the past year, each after its vacancy was published (db/seed/history.ts).
    const since = daysBefore(today, (vacancy.publishedAt ?? vacancy.createdAt) as string);
    const createdAt = stamp(today, -applicationDaysAgo(j, plan.length, since), 8 + (j % 12), (j * 17) % 60);
    const decided = status === "accepted" || status === "rejected";
    const decidedAt = decided ? decidedAfter(createdAt, j, stamp(today, -3, 10, j)) : null;
    out.applications.push({
      id,
      tenantId,
      vacancyId: vacancy.id as number,
      occurrenceId: null,
      organizationId: vacancy.organizationId,
      volunteerCenterId: vacancy.volunteerCenterId,
      userId: person.userId,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: anonymous ? anonymous[2] : null,
      message: APPLICATION_MESSAGES[j % APPLICATION_MESSAGES.length],
      status,
      locale: j % 7 === 6 ? "en" : "nl",
      idempotencyKey: null,
      withdrawTokenHash: null,
      decidedAt,
      decidedById: decided ? (ownOrgs.includes(vacancy.organizationId) ? superuserId : null) : null,
      withdrawnAt: status === "withdrawn" ? stamp(today, -2, 19, j) : null,
      createdAt,
      updatedAt: decidedAt ?? (status === "withdrawn" ? stamp(today, -2, 19, j) : createdAt),
    });
    if (ownOrgs.includes(vacancy.organizationId) && j % 2 === 0) {
      out.internalNotes.push({
        id: out.internalNotes.length + 1,
        tenantId,
        applicationId: id,
        authorId: superuserId,
        note: NOTES[out.internalNotes.length % NOTES.length],
        createdAt: stamp(today, -6, 14, j),
        updatedAt: stamp(today, -6, 14, j),
      });
    }
  });
}

/** Every postcode the demo data uses (organisations, vacancies' own addresses) and the tenants' main places. */
function postcodeRows(seed: SeedRows, today: string): VacancySeedRows["postcodeCache"] {
  const rows = new Map<string, VacancySeedRows["postcodeCache"][number]>();
  const add = (postalCode: string, city: string, municipality: string | null, latitude: number, longitude: number) => {
    const key = normalizePostalCode(postalCode);
    if (!key || rows.has(key)) return;
    rows.set(key, { postalCode: key, found: true, city, municipality, latitude, longitude, fetchedAt: stamp(today, 0, 0) });
  };
  for (const a of seed.addresses) add(a.postalCode, a.city, a.municipality ?? null, a.latitude as number, a.longitude as number);
  for (const a of [...Object.values(OWN_ADDRESSES).flat(), ...MAIN_PLACES])
    add(a.postalCode, a.city, a.municipality, a.latitude, a.longitude);
  return [...rows.values()];
}

export type { VacancyStatus };
