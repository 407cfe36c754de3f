/**
 * /notification_templates/deliveries (ADR 0059) through the real load context, the in-process API and a real local
 * D1, behind the server build's own guard: a centre superuser reads their centre's deliveries, filtered by status
 * from the GET form; an admin the tenant's; others get the 403 page, a visitor the sign-in page.
 */
import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { guardRoutes } from "../../utils/access.server";
import * as deliveries from "./deliveries";

const SITE = "http://oldebroek.localhost";
const ID = "routes/notification_templates+/deliveries";

let database: TestDatabase;
let route: RouteHarness;
let superuser: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database, SITE);
  superuser = (await route.signedIn("center_superuser@oldebroek.example.org")).cookie;
  const mail = {
    tenantId: "oldebroek",
    subject: "Onderwerp",
    html: "<p>geheim</p>",
    text: "geheim",
    kind: "reset_password" as const,
  };
  await database.db.insert(mailOutbox).values([
    { ...mail, volunteerCenterId: 1, to: "gelukt@example.org", status: "sent", attempts: 1 },
    { ...mail, volunteerCenterId: 1, to: "mislukt@example.org", status: "failed", attempts: 6, lastError: "Resend answered 500" },
    { ...mail, tenantId: "roermond", volunteerCenterId: 2, to: "elders@example.org", status: "failed", attempts: 6 },
  ]);
});
afterAll(() => database?.dispose());

const guarded = guardRoutes({
  [ID]: { id: ID, parentId: "root", path: "notification_templates/deliveries", module: deliveries },
} as unknown as ServerBuild["routes"])[ID].module.loader as (
  args: LoaderFunctionArgs,
) => Promise<Awaited<ReturnType<typeof deliveries.loader>>>;

const load = (path: string, cookie = superuser) => route.load(guarded, path, { cookie });

describe("/notification_templates/deliveries", () => {
  it("shows the centre superuser the centre's failed mails with their error, never a body or another tenant's", async () => {
    const failed = await load("/notification_templates/deliveries?status=failed");
    expect(failed.status).toBe("failed");
    expect(failed.deliveries.map((d) => d.to)).toEqual(["mislukt@example.org"]);
    expect(failed.deliveries[0]).toMatchObject({ status: "failed", attempts: 6, lastError: "Resend answered 500" });
    expect(JSON.stringify(failed)).not.toContain("geheim");
    const all = await load("/notification_templates/deliveries");
    expect(all.deliveries.map((d) => d.to)).toEqual(expect.arrayContaining(["gelukt@example.org", "mislukt@example.org"]));
    expect(all.deliveries.map((d) => d.to)).not.toContain("elders@example.org");
    // An unknown status is no filter.
    expect((await load("/notification_templates/deliveries?status=verloren")).status).toBe("");
  });

  it("answers a volunteer with the 403 page and a visitor with the sign-in page; an admin reads the log too", async () => {
    const volunteer = (await route.signedIn("volunteer@oldebroek.example.org")).cookie;
    const refused = await load("/notification_templates/deliveries", volunteer).catch((thrown: unknown) => thrown);
    expect((refused as { init?: { status?: number } }).init?.status).toBe(403);
    const visitor = await load("/notification_templates/deliveries", "").catch((thrown: unknown) => thrown);
    expect((visitor as Response).headers.get("Location")).toMatch(/^\/auth\/login-1\?redirectTo=%2Fnotification_templates/);
    const admin = (await route.signedIn("admin@oldebroek.example.org")).cookie;
    expect((await load("/notification_templates/deliveries?status=failed", admin)).deliveries.map((d) => d.to)).toEqual([
      "mislukt@example.org",
    ]);
  });
});
