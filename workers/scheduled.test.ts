import { describe, expect, it, vi } from "vitest";
import { runScheduledJobs } from "./scheduled";

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
});
