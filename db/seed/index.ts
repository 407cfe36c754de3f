/**
 * Demo seed (seedDatabase) and benchmark generator (seedBulk). Both run against any D1 through Drizzle: the test
 * harness' in-memory database, `wrangler dev`'s local state (db/seed/cli.ts) or a remote database.
 *
 * D1 allows at most 100 bound parameters per statement and prefers few round trips, so rows go in as separate
 * statements grouped into db.batch() calls (each batch is one transaction).
 */

import { getTableColumns, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { LEGAL_PAGE_SLUGS } from "../../config/legal-pages";
import type { Db } from "../index";
import {
  activityOccurrences,
  addresses,
  applications,
  contactPersons,
  contentBlocks,
  formQuestions,
  formSubmissions,
  forms,
  formVersions,
  geocodeCache,
  helpRequests,
  internalNotes,
  menuItems,
  notificationTemplates,
  organizationMemberships,
  organizationProfiles,
  organizations,
  pages,
  postcodeCache,
  savedSearches,
  stockImages,
  userRoles,
  users,
  vacancies,
  volunteerCenterProfiles,
  volunteerCenters,
  volunteerProfiles,
} from "../schema";
import { buildSeedRows } from "./build";
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
import { seedConversations } from "./conversations";
import { buildFormRows } from "./forms";
import { buildHelpRequestRows, type HelpSeedRows } from "./help-requests";
import { historyApplications, spreadOrganizations, spreadUsers } from "./history";
import { notificationStatements } from "./notifications";
import { demoDataPresent } from "./present";
import { literalInserts } from "./sql-insert";
import { buildUserRows, linkOrganizationsToAccounts, type UserSeedRows } from "./users";
import { buildVacancyRows, type VacancySeedRows } from "./vacancies";
import { buildVolunteerProfileRows } from "./volunteer-profiles";

export { buildSeedRows } from "./build";
export { BULK_NEWS_PER_SCALE, BULK_ORGANIZATIONS_PER_SCALE } from "./bulk";

/** `--scale` above this adds vacancies only: organisations and news stop at 10 × 200 and 10 × 20 per tenant. */
export const BULK_SCALE_CAP = 10;
const BULK_VACANCY_SLICE = 10_000;

export { DEMO_PASSWORD, demoAccounts } from "./users";

const STATEMENTS_PER_BATCH = 50;
const MAX_BOUND_PARAMETERS = 100;

type Statement = BatchItem<"sqlite">;

async function runInBatches(db: Db, statements: Statement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const chunk = statements.slice(i, i + STATEMENTS_PER_BATCH) as [Statement, ...Statement[]];
    await db.batch(chunk);
  }
}

/** One INSERT per row: the demo seed is small, and a failing row is then easy to spot. */
function insertEach<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): Statement[] {
  return rows.map((row) => db.insert(table).values(row));
}

/**
 * Multi-row INSERTs sized to stay under D1's parameter limit. Drizzle binds every column (defaults included), so
 * the column count is the exact number of parameters per row.
 */
function insertChunked<T extends SQLiteTable>(db: Db, table: T, rows: T["$inferInsert"][]): Statement[] {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const statements: Statement[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    statements.push(db.insert(table).values(rows.slice(i, i + perStatement)));
  }
  return statements;
}

/**
 * Inserts the demo data unless any volunteer centre exists. Everything is validated before the first write (see
 * buildSeedRows), so a data mistake never leaves a half-seeded database behind. A database seeded before the demo
 * accounts existed gets just the accounts (`accounts: true`), so `npm start` on an older local state signs in too.
 */
export interface SeedOptions {
  /** The day vacancy dates are relative to (`YYYY-MM-DD`); defaults to today in Europe/Amsterdam. */
  today?: string;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean; accounts: boolean }> {
  const rows = buildSeedRows();
  const existing = await db.select({ id: volunteerCenters.id }).from(volunteerCenters).limit(1);
  if (existing.length > 0) {
    const anyUser = await db.select({ id: users.id }).from(users).limit(1);
    if (anyUser.length > 0) return { seeded: false, accounts: false };
    await runInBatches(db, accountStatements(db, await buildUserRows(rows)));
    return { seeded: false, accounts: true };
  }

  const accounts = await buildUserRows(rows);
  linkOrganizationsToAccounts(rows, accounts);
  const today = options.today ?? seedToday();
  spreadOrganizations(rows, today);
  spreadUsers(accounts.users, rolesOf(accounts.userRoles), today);
  await runInBatches(db, [
    ...insertEach(db, volunteerCenters, rows.volunteerCenters),
    ...insertEach(db, volunteerCenterProfiles, rows.volunteerCenterProfiles),
    ...insertEach(db, organizations, rows.organizations),
    ...insertEach(db, addresses, rows.addresses),
    ...insertEach(db, organizationProfiles, rows.organizationProfiles),
    ...insertEach(db, contactPersons, rows.contactPersons),
    ...insertChunked(db, geocodeCache, rows.geocodeCache),
    ...insertEach(db, pages, rows.pages),
    ...insertEach(db, contentBlocks, rows.contentBlocks),
    ...insertEach(db, menuItems, rows.menuItems),
    ...insertEach(db, stockImages, rows.stockImages),
    ...accountStatements(db, accounts),
    ...vacancyAndHelpStatements(db, rows, accounts, options.today ?? seedToday()),
    ...formStatements(db, rows.volunteerCenters, options.today ?? seedToday()),
    ...volunteerPoolStatements(db, accounts, today),
    ...notificationStatements(db),
  ]);
  // The demo threads look up the rows above (db/seed/conversations.ts).
  await seedConversations(db, options.today ?? seedToday());
  return { seeded: true, accounts: true };
}

/** The demo form of every centre with its questions, its answered version and two submissions (db/seed/forms.ts). */
function formStatements(db: Db, centers: Array<{ id?: number; tenantId: string }>, today: string): Statement[] {
  const f = buildFormRows(centers, today);
  return [
    ...insertEach(db, forms, f.forms),
    ...insertEach(db, formQuestions, f.formQuestions),
    ...insertEach(db, formVersions, f.formVersions),
    ...insertEach(db, formSubmissions, f.formSubmissions),
  ];
}

/**
 * A local database seeded before the form builder existed gets the demo forms (when it has no form at all). Answers
 * the number of forms added.
 */
export async function addMissingForms(db: Db, options: SeedOptions = {}): Promise<number> {
  const [any] = await db.select({ id: forms.id }).from(forms).limit(1);
  if (any) return 0;
  const centers = await db
    .select({ id: volunteerCenters.id, tenantId: volunteerCenters.tenantId })
    .from(volunteerCenters)
    .orderBy(volunteerCenters.id);
  await runInBatches(db, formStatements(db, centers, options.today ?? seedToday()));
  return centers.length;
}

/** The demo vacancies and help requests (whose vacancies and offers follow the demo ones). */
function vacancyAndHelpStatements(db: Db, rows: ReturnType<typeof buildSeedRows>, accounts: UserSeedRows, today: string) {
  const v = buildVacancyRows(rows, accounts, today);
  const help = buildHelpRequestRows(
    rows,
    accounts,
    { vacancyId: v.vacancies.length, applicationId: v.applications.length },
    today,
  );
  const own = accounts.organizationMemberships.map((m) => m.organizationId);
  const taken = [...v.applications, ...help.applications] as Array<{ vacancyId: number }>;
  const history = historyApplications(v.vacancies, taken, own, taken.length + 1, today);
  return [...vacancyStatements(db, v), ...helpStatements(db, help), ...literalInserts(db, applications, history)];
}

function helpStatements(db: Db, help: HelpSeedRows): Statement[] {
  return [
    ...literalInserts(db, vacancies, help.vacancies),
    ...literalInserts(db, applications, help.applications),
    ...literalInserts(db, helpRequests, help.helpRequests),
  ];
}

/**
 * The vacancies' demo data: every centre's notification templates, vacancies, applications with internal notes, and
 * the postcode cache. Multi-row INSERTs
 * with inlined values (db/seed/sql-insert.ts): a vacancy has 43 columns, so D1's 100 bound parameters would allow
 * two per statement. The FTS index fills itself through the migration's insert trigger.
 */
function vacancyStatements(db: Db, v: VacancySeedRows): Statement[] {
  return [
    // A centre's own edits win: a template that is there already stays as it is.
    ...literalInserts(db, notificationTemplates, v.notificationTemplates, { orIgnore: true }),
    ...literalInserts(db, vacancies, v.vacancies),
    ...literalInserts(db, activityOccurrences, v.activityOccurrences),
    ...literalInserts(db, applications, v.applications),
    ...literalInserts(db, internalNotes, v.internalNotes),
    ...literalInserts(db, postcodeCache, v.postcodeCache, { orIgnore: true }),
  ];
}

/**
 * A local database seeded before the vacancies existed gets the demo vacancies (with applications, notes and the postcode
 * cache) once: when it has no vacancy at all and the demo accounts are there. Returns the number of vacancies added.
 */
export async function addMissingVacancies(db: Db, options: SeedOptions = {}): Promise<number> {
  const [any] = await db.select({ id: vacancies.id }).from(vacancies).limit(1);
  if (any) return 0;
  const rows = buildSeedRows();
  const accounts = await buildUserRows(rows);
  if (!(await demoDataPresent(db, rows, accounts))) return 0;
  const statements = vacancyAndHelpStatements(db, rows, accounts, options.today ?? seedToday());
  await runInBatches(db, statements);
  return Number((await db.select({ n: sql<number>`count(*)` }).from(vacancies))[0]?.n ?? 0);
}

/**
 * A local database seeded before the help requests existed gets the demo help requests (with their vacancies and the offers on them)
 * once: when it has none and the demo accounts are there. Ids continue after the highest in use. Returns the number
 * of help requests added.
 */
export async function addMissingHelpRequests(db: Db, options: SeedOptions = {}): Promise<number> {
  const [any] = await db.select({ id: helpRequests.id }).from(helpRequests).limit(1);
  if (any) return 0;
  const rows = buildSeedRows();
  const accounts = await buildUserRows(rows);
  if (!(await demoDataPresent(db, rows, accounts))) return 0;
  const [last] = await db.all<{ v: number | null; a: number | null }>(
    sql`select (select max(id) from vacancies) as v, (select max(id) from applications) as a`,
  );
  const help = buildHelpRequestRows(
    rows,
    accounts,
    { vacancyId: last?.v ?? 0, applicationId: last?.a ?? 0 },
    options.today ?? seedToday(),
  );
  await runInBatches(db, helpStatements(db, help));
  return help.helpRequests.length;
}

/**
 * The legal pages (config/legal-pages.ts) of every seeded centre that lacks them, with their blocks: a local database
 * seeded before they existed gets them too, so its footers' legal links lead somewhere (db/seed/cli.ts runs this
 * when the demo data was already there). Matched by centre and slug, so a page a centre edited or renamed is never
 * touched; new rows take the next free ids. Returns the number of pages added.
 */
export async function addMissingLegalPages(db: Db): Promise<number> {
  const rows = buildSeedRows();
  const slugs: string[] = Object.values(LEGAL_PAGE_SLUGS);
  const centers = new Set((await db.select({ id: volunteerCenters.id }).from(volunteerCenters)).map((c) => c.id));
  const present = await db
    .select({ centerId: pages.volunteerCenterId, slug: pages.slug })
    .from(pages)
    .where(inArray(pages.slug, slugs));
  const have = new Set(present.map((p) => `${p.centerId}:${p.slug}`));
  let added = 0;
  for (const { id: seedId, ...page } of rows.pages) {
    if (!slugs.includes(page.slug) || !centers.has(page.volunteerCenterId)) continue;
    if (have.has(`${page.volunteerCenterId}:${page.slug}`)) continue;
    const [inserted] = await db.insert(pages).values(page).returning({ id: pages.id });
    const blocks = rows.contentBlocks
      .filter((b) => b.pageId === seedId)
      .map(({ id: _id, ...block }) => ({ ...block, pageId: inserted.id }));
    if (blocks.length) await runInBatches(db, insertEach(db, contentBlocks, blocks));
    added++;
  }
  return added;
}

/**
 * The demo stock images (ADR 0058) for every seeded tenant whose library is empty: a local database seeded before
 * they existed gets them, once; a tenant that already has a stock image of its own is left alone. New rows take the
 * next free ids. Returns the number of stock images added.
 */
export async function addMissingStockImages(db: Db): Promise<number> {
  const rows = buildSeedRows();
  const tenants = new Set(
    (await db.select({ tenantId: volunteerCenters.tenantId }).from(volunteerCenters)).map((c) => c.tenantId),
  );
  const stocked = new Set((await db.selectDistinct({ tenantId: stockImages.tenantId }).from(stockImages)).map((s) => s.tenantId));
  const missing = rows.stockImages.filter((image) => tenants.has(image.tenantId) && !stocked.has(image.tenantId));
  if (missing.length)
    await runInBatches(
      db,
      insertEach(
        db,
        stockImages,
        missing.map(({ id: _id, ...image }) => image),
      ),
    );
  return missing.length;
}

/** The pool's demo volunteers and their profiles (db/seed/volunteer-profiles.ts), after the demo accounts. */
function volunteerPoolStatements(db: Db, accounts: UserSeedRows, today: string): Statement[] {
  const after = {
    userId: Math.max(...accounts.users.map((u) => u.id ?? 0)),
    roleId: Math.max(...accounts.userRoles.map((r) => r.id ?? 0)),
  };
  const pool = buildVolunteerProfileRows(after);
  spreadUsers(pool.users, rolesOf(pool.userRoles), today);
  return [
    ...insertEach(db, users, pool.users),
    ...insertEach(db, userRoles, pool.userRoles),
    ...insertEach(db, volunteerProfiles, pool.profiles),
  ];
}

/** The roles of a user, from the seed's role rows. */
function rolesOf(roles: Array<{ userId: number; role: string }>): (userId: number) => string[] {
  return (userId) => roles.filter((r) => r.userId === userId).map((r) => r.role);
}

function accountStatements(db: Db, accounts: UserSeedRows): Statement[] {
  return [
    ...insertEach(db, users, accounts.users),
    ...insertEach(db, userRoles, accounts.userRoles),
    ...insertEach(db, organizationMemberships, accounts.organizationMemberships),
    ...insertEach(db, savedSearches, accounts.savedSearches),
  ];
}

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
