/**
 * The collaboration's landing page and the changelog (SPEC §2, ADR 0075) as the built Worker runs their loaders —
 * behind default deny (`guardRoutes`), on the real load context, the in-process API and a real local D1:
 * - /gelderse-handen is public and lists this tenant's centres only, with their websites;
 * - /volunteerly/changelog is for signed-in users (a visitor goes to the sign-in page) and renders CHANGELOG.md
 *   through the one safe Markdown path: raw HTML in the file is shown as text, never passed through.
 */
import type { LoaderFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changelogHtml } from "../../app/components/changelog/changelog.server";
import * as landing from "../../app/routes/gelderse-handen";
import * as changelog from "../../app/routes/volunteerly.changelog";
import { guardRoutes } from "../../app/utils/access.server";
import { volunteerCenters } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../setup/d1";
import { createRouteHarness, type RouteHarness } from "../setup/load-context";

let database: TestDatabase;
let public_: RouteHarness;
let oldebroek: RouteHarness;
beforeAll(async () => {
  database = await createTestDatabase();
  public_ = createRouteHarness(database, "http://public.localhost");
  oldebroek = createRouteHarness(database, "http://oldebroek.localhost");
});
afterAll(() => database?.dispose());

function guarded<L>(id: string, path: string, module: { loader: L }) {
  return guardRoutes({ [id]: { id, parentId: "root", path, module } } as unknown as ServerBuild["routes"])[id].module
    .loader as unknown as (
    args: LoaderFunctionArgs,
  ) => Promise<Awaited<ReturnType<L extends (...a: never[]) => infer R ? () => R : never>>>;
}

const landingLoader = guarded("routes/gelderse-handen", "gelderse-handen", landing);
const changelogLoader = guarded("routes/volunteerly.changelog", "volunteerly/changelog", changelog);

describe("/gelderse-handen", () => {
  it("is public and lists this tenant's centres with their websites, no other tenant's", async () => {
    const all = await database.db.select().from(volunteerCenters);
    const loaded = (await public_.load(landingLoader, "/gelderse-handen")) as Awaited<ReturnType<typeof landing.loader>>;
    const own = all.filter((c) => c.tenantId === "public").map((c) => c.name);
    expect(own.length).toBeGreaterThan(1);
    expect(loaded.centres.map((c) => c.name).sort()).toEqual([...own].sort());
    const other = (await oldebroek.load(landingLoader, "/en/gelderse-handen")) as typeof loaded;
    expect(other.locale).toBe("en");
    expect(other.centres.map((c) => c.name)).toEqual(all.filter((c) => c.tenantId === "oldebroek").map((c) => c.name));
    expect(other.centres.some((c) => own.includes(c.name))).toBe(false);
  });
});

describe("/volunteerly/changelog", () => {
  it("sends a visitor to the sign-in page", async () => {
    const thrown = await oldebroek.load(changelogLoader, "/volunteerly/changelog").then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/auth\/login-1\?redirectTo=%2Fvolunteerly%2Fchangelog/);
  });

  it("shows a signed-in user the repository's changelog as HTML, newest first", async () => {
    const { cookie } = await oldebroek.signedIn("volunteer@oldebroek.example.org");
    const loaded = (await oldebroek.load(changelogLoader, "/volunteerly/changelog", { cookie })) as Awaited<
      ReturnType<typeof changelog.loader>
    >;
    expect(loaded.dutchOnEnglishPage).toBe(false);
    const headings = [...loaded.html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings.length).toBeGreaterThan(3);
    // Newest first: the days in CHANGELOG.md's order, from the latest day down to the first (21 november).
    const MONTHS = [
      "januari",
      "februari",
      "maart",
      "april",
      "mei",
      "juni",
      "juli",
      "augustus",
      "september",
      "oktober",
      "november",
      "december",
    ];
    const day = (heading = "") => {
      const [d, month, year] = heading.split(" ");
      return Date.UTC(Number(year), MONTHS.indexOf(month ?? ""), Number(d));
    };
    const days = headings.map(day);
    expect(days.every((t) => Number.isFinite(t))).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(headings.at(-1)).toBe("21 november 2026");
    expect(loaded.html).toContain("<ul><li><p><strong>");
    const english = (await oldebroek.load(changelogLoader, "/en/volunteerly/changelog", { cookie })) as typeof loaded;
    expect(english.dutchOnEnglishPage).toBe(true);
  });

  it("renders through the allow-list: raw HTML and script links in the Markdown never pass through", () => {
    const html = changelogHtml(
      "## Versie\n\n- <script>alert(1)</script> <img src=x onerror=alert(1)>\n- [klik](javascript:alert(1))",
    );
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("<li><p>klik</p></li>");
  });
});
