/**
 * The developer pages (SPEC §2 `/test/*`, ADR 0073) as Remix drives them: the real route modules of app/routes/test+
 * under the real route config (every locale), through the server build's guard (guardRoutes) — the one place that
 * shuts them. Every page, its layout and every action answer 404 in production, without ENVIRONMENT, and on a
 * production host; they answer in development and on staging. And what some pages do: the step form's posts, the
 * one error mapper on an API 422, the duplicate-submit guard, bad input as 422.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { AppLoadContext, ServerBuild } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_PAGES, PUBLIC_DEV_PAGES } from "~/components/dev-pages/pages";
import { STEP_FIELD, STEP_INTENT_FIELD } from "~/components/ui/step-form-state";
import { DEV_PAGE_ROUTE, guardRoutes } from "~/utils/access.server";
import { getLoadContext } from "../../../load-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { localizedRoutesFor } from "../../config/localized-routes";

type Routes = ServerBuild["routes"];
type Handler = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => unknown;

const APP = join(__dirname, "../..");
const SECRET = "dev-pages-test-secret";
const ADMIN = "admin@meedoen.example.org";
const SITE = "http://meedoen.localhost";

let database: TestDatabase;
let route: RouteHarness;
let routes: Routes;
let adminCookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  database = { ...database, env: { ...database.env, ENVIRONMENT: "development", SESSION_SECRET: SECRET } as Env };
  route = createRouteHarness(database, SITE);
  adminCookie = (await route.signedIn(ADMIN)).cookie;
  // The server build's routes of the folder, each module imported as Vite would, then guarded as vite.config.ts does.
  const manifest = localizedRoutesFor(APP);
  const entries = await Promise.all(
    Object.values(manifest)
      .filter((r) => DEV_PAGE_ROUTE.test(r.id))
      .map(async (r) => [r.id, { ...r, module: await import(join(APP, r.file)) }] as const),
  );
  routes = guardRoutes(Object.fromEntries(entries) as unknown as Routes);
}, 60_000);
afterAll(() => database?.dispose());

/** The status a loader or action answered with: a thrown route error or Response, or 200 when it returned. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const value = await run();
    return value instanceof Response ? value.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } | null }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

async function contextFor(request: Request, env: Partial<Env>): Promise<AppLoadContext> {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
  const merged = { ...database.env, ...env } as Env;
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete (merged as unknown as Record<string, unknown>)[name];
  return (await getLoadContext({
    request,
    context: { cloudflare: { env: merged, ctx, cf: {}, caches: {} } as never },
  })) as AppLoadContext;
}

const idOf = (page: string | null, locale = "") =>
  `${locale}routes/test${page === null ? "" : page === "" ? "._index" : `.${page}`}`;

/** GET (or POST) a route of the folder through its guarded loader (or action). */
async function send(
  id: string,
  url: string,
  env: Partial<Env>,
  {
    cookie = adminCookie,
    method = "GET",
    form,
  }: { cookie?: string; method?: "GET" | "POST"; form?: Record<string, string> } = {},
) {
  const module = routes[id]?.module;
  if (!module) throw new Error(`no route ${id}`);
  const origin = new URL(url).origin;
  const request = new Request(url, {
    method,
    headers: {
      Cookie: cookie,
      ...(method === "POST" ? { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? new URLSearchParams(form ?? {}) : undefined,
  });
  const handler = (method === "POST" ? module.action : module.loader) as Handler | undefined;
  if (!handler) return null;
  return statusOf(async () => handler({ request, context: await contextFor(request, env), params: {} }));
}

const PRODUCTION = { ENVIRONMENT: "production", STAGING: "false" };
const CLOSED: Array<{ name: string; env: Partial<Env>; site: string }> = [
  { name: "ENVIRONMENT=production", env: PRODUCTION, site: SITE },
  {
    name: "ENVIRONMENT unset (a deploy without --env production)",
    env: { ENVIRONMENT: undefined, STAGING: undefined },
    site: SITE,
  },
  {
    name: "a production host (production's vars: no wildcard domains, the tenant's own host)",
    env: { ...PRODUCTION, TENANT_WILDCARD_DOMAINS: "", TENANT_HOST_MAP: "www.meedoenarnhem.nl=meedoen" },
    site: "https://www.meedoenarnhem.nl",
  },
];

describe("the developer pages are one list", () => {
  it("names every page of app/routes/test+ (and each page is a route, in every locale)", () => {
    const files = readdirSync(join(APP, "routes/test+"))
      .filter((f) => /\.tsx$/.test(f) && !f.startsWith("_"))
      .map((f) => f.replace(/\.tsx$/, ""));
    expect(files.sort()).toEqual([...DEV_PAGES].sort());
    for (const page of DEV_PAGES) for (const locale of ["", "en/", "nl/"]) expect(routes[idOf(page, locale)]).toBeDefined();
  });

  it("the gate's rule takes the folder's routes in every locale and nothing else", () => {
    for (const id of ["routes/test", "routes/test._index", "routes/test.step-form-2", "en/routes/test.api", "nl/routes/test"]) {
      expect(DEV_PAGE_ROUTE.test(id), id).toBe(true);
    }
    for (const id of ["routes/testimonials", "routes/content.test", "routes/($slug)", "routes/tests.api", "xx/routes/tester"]) {
      expect(DEV_PAGE_ROUTE.test(id), id).toBe(false);
    }
  });
});

describe("closed outside development and staging: the 404 page, not a sign-in or a 403", () => {
  for (const { name, env, site } of CLOSED) {
    it(`every /test path, its layout and every action answer 404 with ${name}, signed in or out`, async () => {
      for (const page of [...DEV_PAGES, ""]) {
        for (const locale of ["", "en/", "nl/"]) {
          const url = `${site}/${locale}test${page ? `/${page}` : ""}`;
          for (const cookie of [adminCookie, ""]) {
            expect(await send(idOf(page, locale), url, env, { cookie }), `${url} ${cookie ? "signed in" : "signed out"}`).toBe(
              404,
            );
            expect(await send(idOf(null, locale), url, env, { cookie }), `${url}: the layout`).toBe(404);
            const posted = await send(idOf(page, locale), url, env, { cookie, method: "POST", form: { variant: "success" } });
            if (posted !== null) expect(posted, `POST ${url}`).toBe(404);
          }
        }
      }
    });
  }

  it("a page that throws on purpose answers 404 too, never its error (the gate runs first)", async () => {
    const url = `${SITE}/test/server-error?throw=error`;
    expect(await send(idOf("server-error"), url, PRODUCTION)).toBe(404);
    expect(await send(idOf("sentry"), `${SITE}/test/sentry`, PRODUCTION, { method: "POST" })).toBe(404);
  });
});

describe("open in development and on staging", () => {
  it("every page answers 200 in development to a signed-in user", async () => {
    for (const page of [...DEV_PAGES, ""]) {
      const url = `${SITE}/test${page ? `/${page}` : ""}`;
      expect(await send(idOf(page), url, { ENVIRONMENT: "development" }), url).toBe(200);
      expect(await send(idOf(null), url, { ENVIRONMENT: "development" }), `${url}: the layout`).toBe(200);
    }
  });

  it("signed out, the palette and the index answer; every other page sends to the sign-in page (ADR 0073)", async () => {
    for (const page of [...DEV_PAGES, ""]) {
      const status = await send(
        idOf(page),
        `${SITE}/test${page ? `/${page}` : ""}`,
        { ENVIRONMENT: "development" },
        { cookie: "" },
      );
      expect(status, page || "index").toBe(page === "" || (PUBLIC_DEV_PAGES as readonly string[]).includes(page) ? 200 : 302);
    }
  });

  it("answer on a staging instance (the staging flag explicitly on), also with ENVIRONMENT=production", async () => {
    for (const page of ["", "colors", "user", "step-form"] as const) {
      const url = `${SITE}/test${page ? `/${page}` : ""}`;
      expect(await send(idOf(page), url, { ENVIRONMENT: "production", STAGING: "true" }), url).toBe(200);
    }
  });
});

describe("what the pages do", () => {
  const DEV = { ENVIRONMENT: "development" };

  it("/test/server-error throws what it is asked: an Error (500) or a route error with its status", async () => {
    const url = (kind: string) => `${SITE}/test/server-error?throw=${kind}`;
    await expect(send(idOf("server-error"), url("error"), DEV)).rejects.toThrow(/unexpected error in a loader/);
    for (const status of ["401", "403", "404", "503"])
      expect(await send(idOf("server-error"), url(status), DEV)).toBe(Number(status));
    expect(await send(idOf("server-error"), url("999"), DEV)).toBe(200);
  });

  it("/test/dollar-api reads only paths of the API under /api/v1/, also once resolved", async () => {
    const { isApiPath } = await import("./dollar-api");
    for (const path of ["/api/v1/vacancies", "/api/v1/vacancies?page[size]=2&filter[q]=a%20b", "/api/v1/vacancies/0"]) {
      expect(isApiPath(path), path).toBe(true);
    }
    for (const path of [
      "/auth/sign_in",
      "/api/v1/../../auth/validate_token",
      "/api/v1/%2e%2e/%2E%2E/auth/validate_token",
      "/api/v1//evil.example",
      "https://evil.example/api/v1/",
      "/api/v1/ x",
      "/api/v1/#x",
    ]) {
      expect(isApiPath(path), path).toBe(false);
    }
    const status = await send(idOf("dollar-api"), `${SITE}/test/dollar-api?path=${encodeURIComponent("/api/v1/%2e%2e/x")}`, DEV);
    expect(status).toBe(200); // the page says the path is not one of the API's; nothing is sent
  });

  it("/test/toaster: a known toast is a redirect with a flash toast; anything else is a 422, never a 500", async () => {
    const { action } = await import("./toaster");
    const posted = await route.post(action, "/test/toaster", { cookie: adminCookie, form: { variant: "sticky" } });
    expect(posted.response?.status).toBe(302);
    expect(posted.location).toBe("/test/toaster");
    for (const variant of ["", "purple", "__proto__"]) {
      const bad = await route.post(action, "/test/toaster", { cookie: adminCookie, form: { variant } });
      expect((bad.answer as { init?: { status?: number } }).init?.status).toBe(422);
    }
  });

  it("/test/step-form walks its steps as posts: errors per step, back keeps the answers, done only when all pass", async () => {
    const { action } = await import("./step-form");
    const post = (form: Record<string, string>) =>
      route.post(action, "/test/step-form", { cookie: adminCookie, form }).then((p) => p.answer as Record<string, unknown>);
    expect(await post({ [STEP_FIELD]: "0", name: "", email: "x" })).toMatchObject({ kind: "step", step: 0 });
    const you = { name: "Anna", email: "anna@example.org" };
    expect(await post({ [STEP_FIELD]: "0", ...you })).toMatchObject({ kind: "step", step: 1, values: you });
    const when = { dayPart: "evening", startsOn: "2026-02-30" };
    const invalidDay = await post({ [STEP_FIELD]: "1", ...you, ...when });
    expect(invalidDay).toMatchObject({ kind: "step", step: 1, reply: { error: { startsOn: ["validation:invalid"] } } });
    expect(await post({ [STEP_FIELD]: "1", [STEP_INTENT_FIELD]: "back", ...you, ...when })).toMatchObject({
      kind: "step",
      step: 0,
      values: { ...you, ...when },
    });
    const all = { ...you, dayPart: "evening", startsOn: "2026-03-02", agree: "on" };
    // A changed hidden answer on the last step goes back to its step.
    expect(await post({ [STEP_FIELD]: "2", ...all, email: "nope" })).toMatchObject({ kind: "step", step: 0 });
    const done = await route.post(action, "/test/step-form", { cookie: adminCookie, form: { [STEP_FIELD]: "2", ...all } });
    expect(done.response?.status).toBe(302);
  });

  it("/test/form: the API's 422 lands on its field through the one error mapper; a valid name is saved", async () => {
    const { action } = await import("./form");
    const unchecked = await route.post(action, "/test/form", {
      cookie: adminCookie,
      form: { intent: "unchecked", firstName: "", lastName: "x".repeat(101) },
    });
    const reply = unchecked.answer as { status: string; error: Record<string, string[]> };
    expect(reply.status).toBe("error");
    expect(Object.keys(reply.error).sort()).toEqual(["firstName", "lastName"]);
    // The form's own check answers the same fields without asking the API.
    const checked = await route.post(action, "/test/form", { cookie: adminCookie, form: { firstName: "", lastName: "Jansen" } });
    expect((checked.answer as { error: Record<string, string[]> }).error).toEqual({ firstName: ["validation:required"] });
    const saved = await route.post(action, "/test/form", { cookie: adminCookie, form: { firstName: "Ada", lastName: "Jansen" } });
    expect(saved.response?.status).toBe(302);
  });

  it("/test/dupe: the same post sent twice at once is written once (201, then 200 with the same message)", async () => {
    const demo = createRouteHarness(database, "http://demo.localhost");
    const { cookie } = await demo.signedIn("volunteer@demo.example.org");
    const { loader, action } = await import("./dupe");
    const page = (await demo.load(loader, "/test/dupe", { cookie })) as {
      conversations: { id: string }[];
      idempotencyKey: string;
    };
    expect(page.conversations.length).toBeGreaterThan(0);
    const form = { conversation: page.conversations[0]!.id, body: "Twee keer tegelijk", idempotencyKey: page.idempotencyKey };
    const sent = await demo.post(action, "/test/dupe", { cookie, form });
    const answers = (sent.answer as { answers: { status: number; messageId: string }[] }).answers;
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.messageId)).size).toBe(1);
    // The same form posted again (a resent page) writes nothing either.
    const again = (await demo.post(action, "/test/dupe", { cookie, form })).answer as {
      answers: { status: number; messageId: string }[];
    };
    expect(again.answers.map((a) => a.status)).toEqual([200, 200]);
    expect(again.answers[0]!.messageId).toBe(answers[0]!.messageId);
  });
});
