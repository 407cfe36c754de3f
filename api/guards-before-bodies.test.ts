/**
 * Guards before body validation (api/middleware/validate.ts, guard.ts): every write route, asked by a volunteer with
 * a malformed body, answers 403/404 — who may, before what was sent — unless a volunteer may make that write at
 * all (listed below with why). A new write route is walked without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { as, nextIp } from "../tests/setup/auth";
import { registeredRoutes } from "../tests/setup/routes";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const VOLUNTEER = "volunteer@oldebroek.example.org";
/** Writes a volunteer (or anyone) may make, so a 422 for a bad body is their answer. */
const OPEN_TO_A_VOLUNTEER = new Set([
  "POST /auth/sign_in", // anyone
  "DELETE /auth/sign_out", // the own session (walking it would sign the volunteer out of the rest of the walk)
  "POST /auth/password", // a reset link, for anyone
  "PUT /auth/password",
  "PATCH /auth/password",
  "POST /api/v1/users", // signing up
  "POST /api/v1/confirm", // confirming an address
  "POST /api/v1/organizations", // registering an organisation
  "POST /api/v1/applications", // applying
  "POST /api/v1/applications/2/withdraw", // withdrawing with the mail's token
  "POST /api/v1/help_requests", // asking for help
  "POST /api/v1/form_submissions", // filling in a form (its token decides)
  "POST /api/v1/contact_messages", // a message to the centre (the contact form), for anyone signed in
  "PUT /api/v1/applications/2", // application 2 is the demo volunteer's own (withdrawing it)
  "PATCH /api/v1/applications/2",
  "POST /api/v1/calendar_feeds/current", // the own calendar feed
  "DELETE /api/v1/calendar_feeds/current",
  "PUT /api/v1/current_user", // the own account
  "PATCH /api/v1/current_user",
  "DELETE /api/v1/current_user",
  "PUT /api/v1/volunteer_profile", // the own volunteer profile in the pool (ADR 0063)
  "POST /api/v1/conversations", // asking an organisation about a vacancy (conversations, ADR 0064)
  "POST /api/v1/notifications/read_all", // the own notifications (ADR 0065)
  "POST /api/v1/saved_searches", // the own saved searches (ADR 0066)
  "POST /api/v1/digest_unsubscriptions", // the periodic mail's unsubscribe link, for anyone with its token
  "POST /api/v1/client_errors", // a browser's error report, from any visitor's page (ADR 0074)
  "POST /api/v1/workshops/2/signup", // signing up for a workshop of the own centre (ADR 0072); no body read
  "DELETE /api/v1/workshops/2/signup",
]);
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

describe("guards before bodies", () => {
  const writes = registeredRoutes().filter((r) => WRITES.has(r.method));

  it("finds the write routes, and every open one is still a route", () => {
    expect(writes.length).toBeGreaterThan(20);
    const keys = new Set(writes.map((r) => `${r.method} ${r.path}`));
    for (const open of OPEN_TO_A_VOLUNTEER) expect(keys.has(open), open).toBe(true);
  });

  it.each(writes.filter((r) => !OPEN_TO_A_VOLUNTEER.has(`${r.method} ${r.path}`)).map((r) => [r.method, r.path]))(
    "%s %s: a volunteer with a malformed body gets 403/404, never 422",
    async (method, path) => {
      const response = await h.call(path, {
        method,
        body: { data: "not a resource" },
        headers: { ...(await as(h, VOLUNTEER)), "CF-Connecting-IP": nextIp() },
      });
      // Signed in: never 401 (the volunteer's session must stay valid for the walk to mean anything).
      expect([403, 404], `${method} ${path}: ${await response.text()}`).toContain(response.status);
    },
  );

  it("a volunteer's bulk edit and vacancy create are 403 whatever the body", async () => {
    for (const [method, path] of [
      ["PATCH", "/api/v1/vacancies/bulk"],
      ["POST", "/api/v1/vacancies"],
    ]) {
      const response = await h.json(path, {
        method,
        body: { data: { type: "vacancies", attributes: { ids: "x" } } },
        headers: await as(h, VOLUNTEER),
      });
      expect(response.status, path).toBe(403);
    }
    const signedOut = await h.json("/api/v1/vacancies/bulk", { method: "PATCH", body: { data: 1 } });
    expect(signedOut.status).toBe(401);
  });
});
