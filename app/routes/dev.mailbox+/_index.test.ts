import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { assertMailboxAvailable } from "~/utils/dev-mailbox.server";
import { loader } from "./_index";

const contextWith = (env: Partial<Env>) => ({ env }) as unknown as AppLoadContext;

async function statusOf(run: () => unknown): Promise<number | "no error"> {
  try {
    await run();
    return "no error";
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? (error as { status?: number }).status ?? -1;
  }
}

describe("/dev/mailbox fails closed (ADR 0037)", () => {
  it("is 404 for a Worker without ENVIRONMENT, in production, and while mails go out for real", async () => {
    for (const env of [{}, { ENVIRONMENT: "production" }, { ENVIRONMENT: "development", MAIL_PROVIDER: "resend" }]) {
      const context = contextWith(env);
      expect(await statusOf(() => assertMailboxAvailable(context))).toBe(404);
      // The route's loader checks before it reads anything (no API client in this context).
      const request = new Request("http://oldebroek.localhost/dev/mailbox");
      expect(await statusOf(() => loader({ request, context, params: {} }))).toBe(404);
    }
    expect(await statusOf(() => assertMailboxAvailable(contextWith({ ENVIRONMENT: "development" })))).toBe("no error");
  });
});
