/**
 * A local database seeded before the activities existed (demo vacancies there, no activity dates) gets the demo activities once:
 * their vacancies take the next free ids (bulk data may hold the ones a fresh seed gives them), their dates, sign-ups
 * and the centres' reminder templates (kept where a centre has them). db/seed/cli.ts runs it after the other
 * `addMissing…` steps; a fresh seed has them already (db/seed/activities.ts).
 */
import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../index";
import { activityOccurrences, applications, notificationTemplates, vacancies } from "../schema";
import { buildSeedRows } from "./build";
import { seedToday } from "./clock";
import { demoDataPresent } from "./present";
import { literalInserts } from "./sql-insert";
import { buildUserRows, linkOrganizationsToAccounts } from "./users";
import { buildVacancyRows, VACANCIES_PER_TENANT } from "./vacancies";

const maxId = async (db: Db, table: typeof vacancies | typeof applications) =>
  Number((await db.select({ n: sql<number>`coalesce(max(id), 0)` }).from(table))[0]?.n ?? 0);

/** Returns the number of activities added (0: there were dates already, or the demo data is not there). */
export async function addMissingActivities(db: Db, today = seedToday()): Promise<number> {
  const [dated] = await db.select({ id: activityOccurrences.id }).from(activityOccurrences).limit(1);
  const [anyVacancy] = await db.select({ id: vacancies.id }).from(vacancies).limit(1);
  if (dated || !anyVacancy) return 0;
  const rows = buildSeedRows();
  const accounts = await buildUserRows(rows);
  linkOrganizationsToAccounts(rows, accounts);
  if (!(await demoDataPresent(db, rows, accounts))) return 0;

  const built = buildVacancyRows(rows, accounts, today);
  const demoCount = Object.values(VACANCIES_PER_TENANT).reduce((a, b) => a + b, 0);
  const activities = built.vacancies.filter((v) => (v.id as number) > demoCount);
  const vacancyBase = await maxId(db, vacancies);
  const applicationBase = await maxId(db, applications);
  const newId = new Map(activities.map((v, i) => [v.id as number, vacancyBase + i + 1]));
  const signups = built.applications
    .filter((a) => newId.has(a.vacancyId))
    .map((a, i) => ({ ...a, id: applicationBase + i + 1, vacancyId: newId.get(a.vacancyId) as number }));
  const templates = built.notificationTemplates.filter((t) => t.key.startsWith("activity_")).map(({ id: _id, ...t }) => t);
  const statements: BatchItem<"sqlite">[] = [
    ...literalInserts(db, notificationTemplates, templates, { orIgnore: true }),
    ...literalInserts(
      db,
      vacancies,
      activities.map((v) => ({ ...v, id: newId.get(v.id as number) })),
    ),
    ...literalInserts(
      db,
      activityOccurrences,
      built.activityOccurrences.map((o) => ({ ...o, vacancyId: newId.get(o.vacancyId) as number })),
    ),
    ...literalInserts(db, applications, signups),
  ];
  for (let i = 0; i < statements.length; i += 50) {
    await db.batch(statements.slice(i, i + 50) as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  }
  return activities.length;
}
