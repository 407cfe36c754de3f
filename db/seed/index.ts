/**
 * Demo seed (seedDatabase) and benchmark generator (seedBulk). Both run against any D1 through Drizzle: the test
 * harness' in-memory database, `wrangler dev`'s local state (db/seed/cli.ts) or a remote database.
 *
 * D1 allows at most 100 bound parameters per statement and prefers few round trips, so rows go in as separate
 * statements grouped into db.batch() calls (each batch is one transaction).
 */

import { inArray, sql } from "drizzle-orm";
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
  workshops,
} from "../schema";
import { buildSeedRows } from "./build";
import { seedToday } from "./clock";
import { seedConversations } from "./conversations";
import { buildFormRows } from "./forms";
import { buildHelpRequestRows, type HelpSeedRows } from "./help-requests";
import { historyApplications, spreadOrganizations, spreadUsers } from "./history";
import { notificationStatements } from "./notifications";
import { demoDataPresent } from "./present";
import { literalInserts } from "./sql-insert";
import { insertChunked, insertEach, runInBatches, type SeedOptions, type Statement } from "./statements";
import { buildUserRows, linkOrganizationsToAccounts, type UserSeedRows } from "./users";
import { buildVacancyRows, type VacancySeedRows } from "./vacancies";
import { buildVolunteerProfileRows } from "./volunteer-profiles";
import { buildWorkshopRows } from "./workshops";

export { buildSeedRows } from "./build";
export { BULK_NEWS_PER_SCALE, BULK_ORGANIZATIONS_PER_SCALE } from "./bulk";

export { BULK_SCALE_CAP, type BulkResult, seedBulk } from "./bulk-seed";
export type { SeedOptions } from "./statements";

export { DEMO_PASSWORD, demoAccounts } from "./users";

/**
 * Inserts the demo data unless any volunteer centre exists. Everything is validated before the first write (see
 * buildSeedRows), so a data mistake never leaves a half-seeded database behind. A database seeded before the demo
 * accounts existed gets just the accounts (`accounts: true`), so `npm start` on an older local state signs in too.
 */

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
    ...insertEach(db, workshops, buildWorkshopRows(rows.volunteerCenters, today)),
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

/**
 * A local database seeded before the workshops existed gets the demo workshops (when it has none at all, ADR 0072).
 * Answers the number of workshops added.
 */
export async function addMissingWorkshops(db: Db, options: SeedOptions = {}): Promise<number> {
  const [any] = await db.select({ id: workshops.id }).from(workshops).limit(1);
  if (any) return 0;
  const centers = await db
    .select({ id: volunteerCenters.id, tenantId: volunteerCenters.tenantId })
    .from(volunteerCenters)
    .orderBy(volunteerCenters.id);
  const rows = buildWorkshopRows(centers, options.today ?? seedToday());
  await runInBatches(db, insertEach(db, workshops, rows));
  return rows.length;
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
