/**
 * Cron entry (wrangler.toml [triggers]). Jobs register here as features add them (vacancy expiry, digests);
 * each runs independently so one failure does not stop the others, and every run is logged.
 *
 * Two triggers: every minute (`* * * * *`) runs only the outbox's sweep (ADR 0059); the hourly one (`15 * * * *`)
 * runs every job. Any other cron — `/__scheduled` locally without one — runs every job too.
 */
import { cleanUpAuth } from "../api/auth/cleanup";
import { sweepOutbox } from "../api/mail/outbox";
import { runActivityReminders } from "../api/services/activity-reminders";
import { runDigests } from "../api/services/digest";
import { publishScheduledPages } from "../api/services/page-writes";
import { runVacancyExpiry } from "../api/services/vacancy-expiry";
import { isDevelopment } from "../config/environment";
import { createDb } from "../db";

export type ScheduledJob = (env: Env, cron: string) => Promise<void>;

export const scheduledJobs: Record<string, ScheduledJob> = {
  /** Expired sessions, finished rate-limit windows, old outbox mails. */
  authCleanup: async (env) => {
    const removed = await cleanUpAuth(env);
    console.log(JSON.stringify({ level: "info", msg: "auth cleanup", ...removed }));
  },
  /** Vacancies: the week-before mail, then `published` → `expired` after the last day (each once). */
  vacancyExpiry: async (env) => {
    const done = await runVacancyExpiry(env);
    console.log(JSON.stringify({ level: "info", msg: "vacancy expiry", ...done }));
  },
  /** Activities (ADR 0022): the reminders a week and a day before a signed-up date (each once). */
  activityReminders: async (env) => {
    const done = await runActivityReminders(env);
    console.log(JSON.stringify({ level: "info", msg: "activity reminders", ...done }));
  },
  /** Pages scheduled to publish (ADR 0041): published once their time has come (the schedule is cleared). */
  scheduledPages: async (env) => {
    const done = await publishScheduledPages(env);
    console.log(JSON.stringify({ level: "info", msg: "scheduled pages", ...done }));
  },
  /**
   * The periodic mail (ADR 0066): from 07:00 Amsterdam, once per user and day. The cron `digest-now` (only through
   * `/__scheduled?cron=digest-now` of a development server) sends before that hour too.
   */
  digests: async (env, cron) => {
    const done = await runDigests(env, new Date(), undefined, digestOptionsFor(env, cron));
    console.log(JSON.stringify({ level: "info", msg: "digests", ...done }));
  },
  /** The outbox (ADR 0059): due mails and retries, and mails whose sender died mid-send. */
  outboxSweep: async (env) => {
    const done = await sweepOutbox(createDb(env.DB), env);
    if (done.claimed) console.log(JSON.stringify({ level: "info", msg: "outbox sweep", ...done }));
  },
};

/** Development only: the periodic mail alone, regardless of the hour (ADR 0066). */
export const DIGEST_NOW = "digest-now";

/**
 * The periodic mail's hour is skipped only for `digest-now` (every tenant) or `digest-now:<tenant>` (that tenant's
 * users only) on a development server; production never skips it.
 */
export function digestOptionsFor(env: Pick<Env, "ENVIRONMENT">, cron: string): { ignoreHour: boolean; tenantId?: string } {
  const [name, tenantId] = cron.split(":");
  if (name !== DIGEST_NOW || !isDevelopment(env)) return { ignoreHour: false };
  return tenantId ? { ignoreHour: true, tenantId } : { ignoreHour: true };
}

/** The minute's trigger (wrangler.toml) and the jobs it runs; `digest-now` runs the digests alone; every other trigger runs all jobs. */
export const EVERY_MINUTE = "* * * * *";
const MINUTE_JOBS = new Set(["outboxSweep"]);
const DIGEST_NOW_JOBS = new Set(["digests"]);

function runsNow(cron: string, name: string): boolean {
  if (cron === EVERY_MINUTE) return MINUTE_JOBS.has(name);
  if (cron.split(":")[0] === DIGEST_NOW) return DIGEST_NOW_JOBS.has(name);
  return true;
}

export async function runScheduledJobs(cron: string, env: Env, jobs = scheduledJobs): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const [name, job] of Object.entries(jobs)) {
    if (!runsNow(cron, name)) continue;
    try {
      await job(env, cron);
      console.log(JSON.stringify({ level: "info", msg: "scheduled job done", job: name, cron }));
    } catch (error) {
      failed.push(name);
      console.error(JSON.stringify({ level: "error", msg: "scheduled job failed", job: name, cron, error: String(error) }));
    }
  }
  return { failed };
}
