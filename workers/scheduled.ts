/**
 * Cron entry (wrangler.toml [triggers]). Jobs register here as features add them (vacancy expiry, digests);
 * each runs independently so one failure does not stop the others, and every run is logged.
 */
import { cleanUpAuth } from "../api/auth/cleanup";
import { runActivityReminders } from "../api/services/activity-reminders";
import { publishScheduledPages } from "../api/services/page-writes";
import { runVacancyExpiry } from "../api/services/vacancy-expiry";

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
};

export async function runScheduledJobs(cron: string, env: Env, jobs = scheduledJobs): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  for (const [name, job] of Object.entries(jobs)) {
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
