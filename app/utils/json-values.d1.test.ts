/**
 * JSON values cross the wire untouched (ADR 0043), through the real API on a real D1 and the app's own API client:
 * a content block's props and a centre's CSS variables stored with keys any re-casing would rename, and a NOV
 * checklist written through PUT /organizations/{id}/approve, come back to the app exactly as stored, key for key.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadOrganization, novChecklistOf } from "~/components/organizations/organizations.server";
import { createApiClient } from "~/utils/api.server";
import type { ContentBlockAttributes, PageAttributes } from "../../contract/pages";
import { contentBlocks, pages, volunteerCenterProfiles } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { as, sessionFor } from "../../tests/setup/auth";
import { getList, type Resource } from "./api-resources.server";
import { loadCurrentCenter } from "./center.server";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const ADMIN = "admin@oldebroek.example.org";

/** A load context whose API client is the real API on the test database (signed in as `email`, if given). */
async function contextFor(email?: string): Promise<AppLoadContext> {
  const trio = email ? await sessionFor(h, email) : null;
  const api = createApiClient({
    baseUrl: "http://api.internal",
    fetch: h.fetch,
    tenant: "oldebroek",
    appContext: "gelderland",
    volunteerCenterId: null,
    currentOrganizationId: null,
    locale: "nl",
    auth: trio ? { accessToken: trio["access-token"], client: trio.client, uid: trio.uid } : null,
  });
  return { api } as unknown as AppLoadContext;
}

/** Keys a document may have that any re-casing would rename (block props, a form a user built, its answers). */
const hostile = () => ({
  imagePosition: "left",
  image_position: "right",
  "e-mail": "anna@example.org",
  "Vraag 1": "Ja",
  nested: { "Vraag 2": [{ innerKey: 1, inner_key: 2, "x-y": { deepCamelKey: true, "Vraag 3": null } }] },
});

describe("JSON values through the API and the app's client", () => {
  it("a content block's props, stored with hostile keys, reach the app key for key (and the wire byte for byte)", async () => {
    const [home] = await h.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.tenantId, "oldebroek"), eq(pages.slug, "")));
    const [block] = await h.db.select({ id: contentBlocks.id }).from(contentBlocks).where(eq(contentBlocks.pageId, home.id));
    await h.db.update(contentBlocks).set({ props: hostile() }).where(eq(contentBlocks.id, block.id));

    const raw = await h.call("/api/v1/pages?filter[slug]=&include=content_blocks");
    const text = await raw.text();
    expect(text).toContain(`"props":${JSON.stringify(hostile())}`);

    type Page = Resource<PageAttributes, { contentBlocks: Resource<ContentBlockAttributes>[] }>;
    const { data } = await getList<PageAttributes, { contentBlocks: Page["contentBlocks"] }>(
      (await contextFor()).api,
      "/api/v1/pages",
      { query: { filter: { slug: "" }, include: "content_blocks" } },
    );
    const received = data[0].contentBlocks.find((b) => b.id === String(block.id));
    expect(received?.props).toStrictEqual(hostile());
    expect(JSON.stringify(received?.props)).toBe(JSON.stringify(hostile()));
  });

  it("a centre's CSS custom properties keep their names, into the theme the layout renders", async () => {
    const variables = { "--hero-overlay-opacity": "0.45", "--card-gap": "1rem", cardRadius: "4px" };
    const [center] = await h.db
      .select({ id: volunteerCenterProfiles.volunteerCenterId })
      .from(volunteerCenterProfiles)
      .where(eq(volunteerCenterProfiles.tenantId, "oldebroek"));
    await h.db
      .update(volunteerCenterProfiles)
      .set({ cssVariables: variables })
      .where(eq(volunteerCenterProfiles.volunteerCenterId, center.id));

    const loaded = await loadCurrentCenter(await contextFor());
    expect(loaded.themeCss).toContain("--hero-overlay-opacity:0.45;--card-gap:1rem;--cardRadius:4px;");
    expect(loaded.themeCss).not.toContain("HeroOverlayOpacity");
  });

  it("a NOV checklist written through the approve endpoint comes back to the app as the contract names its keys", async () => {
    // Seed: oldebroek's organisation 10 is pending.
    const approved = await h.json("/api/v1/organizations/10/approve", {
      method: "PUT",
      headers: await as(h, ADMIN),
      body: {
        data: {
          type: "organizations",
          id: "10",
          attributes: { status: "approved", nov_checklist: { social_purpose: true, volunteer_insurance: false } },
        },
      },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.attributes.nov_checklist).toStrictEqual({ social_purpose: true, volunteer_insurance: false });

    const organization = await loadOrganization(await contextFor(ADMIN), "10");
    expect(organization.novChecklist).toStrictEqual({ social_purpose: true, volunteer_insurance: false });
    expect(novChecklistOf(organization.novChecklist)).toStrictEqual({
      social_purpose: true,
      no_profit_motive: false,
      no_paid_work_replacement: false,
      volunteer_insurance: false,
    });
  });
});
