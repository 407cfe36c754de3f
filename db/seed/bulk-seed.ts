/**
 * Benchmark data for `--scale N` (bench/search.mjs, bench/social-map.mjs, bench/analytics.mjs): organisations, news,
 * vacancies, and in proportion to them volunteers, applications and help requests (db/seed/bulk*.ts generate them).
 */
import { sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../index";
import {
  addresses,
  applications,
  contactPersons,
  contentBlocks,
  helpRequests,
  organizationProfiles,
  organizations,
  pages,
  userRoles,
  users,
  vacancies,
  volunteerCenters,
} from "../schema";
import { BULK_NEWS_PER_SCALE, BULK_ORGANIZATIONS_PER_SCALE, type BulkStartIds, generateBulkRows } from "./bulk";
import {
  BULK_VACANCIES_PER_HELP_REQUEST,
  BULK_VACANCIES_PER_VOLUNTEER,
  type BulkVolunteer,
  generateBulkApplications,
  generateBulkHelpRequests,
  generateBulkVolunteers,
} from "./bulk-activity";
import { bulkTexts, generateBulkVacancies } from "./bulk-vacancies";
import { bulkTextStatements, bulkVacancyStatements, dropBulkTexts } from "./bulk-vacancy-sql";
import { seedToday } from "./clock";
import { literalInserts } from "./sql-insert";
import { runInBatches, type SeedOptions } from "./statements";

/** `--scale` above this adds vacancies only: organisations and news stop at 10 × 200 and 10 × 20 per tenant. */
export const BULK_SCALE_CAP = 10;
const BULK_VACANCY_SLICE = 10_000;

export interface BulkResult {
  tenants: number;
  organizations: number;
  addresses: number;
  organizationProfiles: number;
  pages: number;
  contentBlocks: number;
  vacancies: number;
  applications: number;
  volunteers: number;
  helpRequests: number;
}

async function nextId(db: Db, table: SQLiteTable & { id: unknown }): Promise<number> {
  const [row] = await db.select({ max: sql<number>`coalesce(max(${table.id}), 0)` }).from(table);
  return Number(row?.max ?? 0) + 1;
}

/**
 * Benchmark data for `--scale N`. Organisations and news keep the meaning `--scale` had before vacancies existed,
 * up to BULK_SCALE_CAP: for every tenant `min(N, 10) × 200` approved organisations (address + profile) and
 * `min(N, 10) × 20` published news pages, spread round-robin over the tenant's centres (`--scale 10`, the social
 * map benchmark, is unchanged). Vacancies: N in all (`--scale 100000` makes 100,000 for bench/search.mjs), over those new
 * organisations, the tenants in turn. Ids start above the current maximum, so it can run repeatedly; the PRNG is
 * seeded from those ids, so the same database state gives the same rows (dates relative to `today`).
 */
export async function seedBulk(db: Db, scale: number, options: SeedOptions = {}): Promise<BulkResult> {
  if (!Number.isInteger(scale) || scale < 0) throw new Error(`seedBulk: scale must be a whole number ≥ 0, got ${scale}`);
  const factor = Math.min(scale, BULK_SCALE_CAP);
  const centers = await db
    .select({ id: volunteerCenters.id, tenantId: volunteerCenters.tenantId })
    .from(volunteerCenters)
    .orderBy(volunteerCenters.id);
  const start: BulkStartIds = {
    organization: await nextId(db, organizations),
    address: await nextId(db, addresses),
    organizationProfile: await nextId(db, organizationProfiles),
    contactPerson: await nextId(db, contactPersons),
    page: await nextId(db, pages),
    contentBlock: await nextId(db, contentBlocks),
  };
  const rows = generateBulkRows(centers, start, factor * BULK_ORGANIZATIONS_PER_SCALE, factor * BULK_NEWS_PER_SCALE);
  // Inlined values (few, large statements): wrangler's local proxy makes a synchronous round trip per statement,
  // and on a busy machine one of those can lose its answer (miniflare's SynchronousFetcher asserts), so fewer is
  // safer as well as faster.
  await runInBatches(db, [
    ...literalInserts(db, organizations, rows.organizations),
    ...literalInserts(db, addresses, rows.addresses),
    ...literalInserts(db, organizationProfiles, rows.organizationProfiles),
    ...literalInserts(db, contactPersons, rows.contactPersons),
    ...literalInserts(db, pages, rows.pages),
    ...literalInserts(db, contentBlocks, rows.contentBlocks),
  ]);
  const today = options.today ?? seedToday();
  // Volunteers and help requests in proportion to the vacancies (db/seed/bulk-activity.ts).
  const people = generateBulkVolunteers(
    centers,
    { user: await nextId(db, users), role: await nextId(db, userRoles) },
    Math.ceil(scale / BULK_VACANCIES_PER_VOLUNTEER),
    today,
  );
  const help = generateBulkHelpRequests(
    centers,
    await nextId(db, helpRequests),
    Math.ceil(scale / BULK_VACANCIES_PER_HELP_REQUEST),
    today,
  );
  await runInBatches(db, [
    ...literalInserts(db, users, people.users),
    ...literalInserts(db, userRoles, people.userRoles),
    ...literalInserts(db, helpRequests, help),
  ]);
  const volunteersByTenant = new Map<string, BulkVolunteer[]>();
  for (const u of people.users) {
    const list = volunteersByTenant.get(u.tenantId) ?? [];
    list.push({ id: u.id as number, tenantId: u.tenantId, email: u.email, firstName: u.firstName, lastName: u.lastName });
    volunteersByTenant.set(u.tenantId, list);
  }
  // In slices, so 100,000 vacancies and their ~300,000 applications never sit in memory as SQL at once.
  const firstVacancy = await nextId(db, vacancies);
  let nextApplication = await nextId(db, applications);
  let applicationCount = 0;
  if (scale > 0) await runInBatches(db, bulkTextStatements(db, bulkTexts()));
  for (let done = 0; done < scale; done += BULK_VACANCY_SLICE) {
    const slice = generateBulkVacancies(rows, firstVacancy + done, Math.min(BULK_VACANCY_SLICE, scale - done), today);
    await runInBatches(db, bulkVacancyStatements(db, slice));
    const applied = generateBulkApplications(slice, volunteersByTenant, nextApplication, today);
    await runInBatches(db, literalInserts(db, applications, applied));
    nextApplication += applied.length;
    applicationCount += applied.length;
  }
  if (scale > 0) await dropBulkTexts(db);
  return {
    tenants: new Set(centers.map((c) => c.tenantId)).size,
    organizations: rows.organizations.length,
    addresses: rows.addresses.length,
    organizationProfiles: rows.organizationProfiles.length,
    pages: rows.pages.length,
    contentBlocks: rows.contentBlocks.length,
    vacancies: scale,
    applications: applicationCount,
    volunteers: people.users.length,
    helpRequests: help.length,
  };
}
