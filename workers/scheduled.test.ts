import { describe, expect, it, vi } from "vitest";
import { DIGEST_NOW, digestOptionsFor, EVERY_MINUTE, runScheduledJobs, scheduledJobs } from "./scheduled";

describe("runScheduledJobs", () => {
  it("runs every job and keeps going after a failure", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const ran: string[] = [];
    const result = await runScheduledJobs("15 * * * *", {} as Env, {
      first: async () => {
        ran.push("first");
        throw new Error("down");
      },
      second: async (_env, cron) => {
        ran.push(`second ${cron}`);
      },
    });
    expect(ran).toEqual(["first", "second 15 * * * *"]);
    expect(result.failed).toEqual(["first"]);
  });

  it("runs only the outbox's sweep every minute; the hourly trigger (and a local run without a cron) runs every job; `digest-now` only the digests", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const ran: string[] = [];
    const jobs = Object.fromEntries(
      Object.keys(scheduledJobs).map((name) => [name, async (_env: Env, cron: string) => void ran.push(`${name} ${cron}`)]),
    );
    await runScheduledJobs(EVERY_MINUTE, {} as Env, jobs);
    expect(ran).toEqual(["outboxSweep * * * * *"]);
    ran.length = 0;
    await runScheduledJobs("15 * * * *", {} as Env, jobs);
    expect(ran).toEqual(Object.keys(scheduledJobs).map((name) => `${name} 15 * * * *`));
    ran.length = 0;
    await runScheduledJobs("", {} as Env, jobs);
    expect(ran).toHaveLength(Object.keys(scheduledJobs).length);
    // The development trigger of the periodic mail runs it alone: no expiry, reminders or clean-up on the side.
    ran.length = 0;
    await runScheduledJobs(`${DIGEST_NOW}:demo`, {} as Env, jobs);
    expect(ran).toEqual([`digests ${DIGEST_NOW}:demo`]);
  });

  it("sends the periodic mail before its hour only for `digest-now` on a development server", () => {
    expect(digestOptionsFor({ ENVIRONMENT: "development" }, DIGEST_NOW)).toEqual({ ignoreHour: true });
    expect(digestOptionsFor({ ENVIRONMENT: "production" }, DIGEST_NOW)).toEqual({ ignoreHour: false });
    expect(digestOptionsFor({}, DIGEST_NOW)).toEqual({ ignoreHour: false });
    expect(digestOptionsFor({ ENVIRONMENT: "development" }, "15 * * * *")).toEqual({ ignoreHour: false });
    expect(digestOptionsFor({ ENVIRONMENT: "development" }, `${DIGEST_NOW}:demo`)).toEqual({
      ignoreHour: true,
      tenantId: "demo",
    });
    expect(digestOptionsFor({ ENVIRONMENT: "production" }, `${DIGEST_NOW}:demo`)).toEqual({ ignoreHour: false });
  });
});
