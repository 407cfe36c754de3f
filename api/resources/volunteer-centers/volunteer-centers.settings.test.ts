/**
 * PUT /api/v1/volunteer_centers/{id}/design and /footer: the centre's settings (ADR 0047). Who: the centre's centre
 * superusers and the tenant's admins; guards before bodies; every colour parsed and checked for WCAG AA contrast.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHADE_STEPS } from "../../../config/palettes";
import { generateShades } from "../../../contract/centre-theme";
import { volunteerCenterProfiles } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const DESIGN = {
  website_logo_url: "https://cdn.example.org/logo.svg",
  website_logo_dark_mode_url: "",
  favicon_url: "/favicon.ico",
  gtag_id: "G-ABC1234",
  primary_color_preset: "sky",
  primary_color: "",
  primary_color_shades: "",
  secondary_color_preset: "slate",
  secondary_color: "",
  secondary_color_shades: "",
  muted_color_preset: "stone",
  background_color: "",
  background_color_dark: "",
  text_color: "",
  text_color_dark: "",
  font_sans: "Rubik Variable",
  font_heading: "Poppins",
  shape: "straight",
  header_variant: "tab",
  header_sticky: false,
  header_language_toggle: true,
  footer_variant: "maud",
};
const FOOTER = {
  footer_columns: [
    { title: "Contact", content: "Stationsweg 1", title_en: "Contact", content_en: "Stationsweg 1" },
    { title: "Over ons", content: "[Lees meer](/over-ons)", title_en: "", content_en: "" },
  ],
  show_anbi_logo: true,
  show_nov_logo: false,
};

type Errors = { errors: Array<{ code: string; detail: string; source?: { pointer?: string }; meta?: { message?: string } }> };
const doc = (attributes: unknown) => ({ data: { type: "volunteer_center_profiles", attributes } });
async function put(part: "design" | "footer", center: number | string, attributes: unknown, email?: string, tenant?: string) {
  return h.json<Errors & { data: { attributes: Record<string, unknown> } }>(`/api/v1/volunteer_centers/${center}/${part}`, {
    method: "PUT",
    tenant,
    headers: email ? await as(h, email) : {},
    body: doc(attributes),
  });
}
const pointers = (body: Errors) => body.errors.map((e) => e.source?.pointer);
const OLDEBROEK_CENTRE = "center_superuser@oldebroek.example.org";
const OLDEBROEK_ADMIN = "admin@oldebroek.example.org";

describe("PUT /volunteer_centers/{id}/design", () => {
  it("the centre superuser saves the design; the profile the site reads has it at once", async () => {
    const { status, body } = await put("design", 1, DESIGN, OLDEBROEK_CENTRE);
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({
      primary_color_preset: "sky",
      primary_color_shades: null,
      muted_color_preset: "stone",
      font_sans: "Rubik Variable",
      shape: "straight",
      header_sticky: false,
      gtag_id: "G-ABC1234",
      website_logo_dark_mode_url: null,
    });
    const current = await h.json("/api/v1/volunteer_centers/current?include=profile");
    expect(current.body.included[0].attributes).toMatchObject({ primary_color_preset: "sky", font_heading: "Poppins" });
  });

  it("a custom colour is stored as its 11 generated shades; the admin may save too", async () => {
    const { status, body } = await put(
      "design",
      1,
      { ...DESIGN, primary_color_preset: "mauve", primary_color: "#1d4ed8" },
      OLDEBROEK_ADMIN,
    );
    expect(status).toBe(200);
    const shades = JSON.parse(body.data.attributes.primary_color_shades as string);
    expect(Object.keys(shades)).toEqual([...SHADE_STEPS]);
    expect(shades["500"]).toBe("29 78 216");
  });

  it("pasted shades (SPEC §5): all 11 steps are kept, an incomplete set is ignored and the preset used", async () => {
    const complete = JSON.stringify(generateShades("#1e3a8a"));
    const kept = await put("design", 1, { ...DESIGN, primary_color_shades: complete }, OLDEBROEK_CENTRE);
    expect(kept.status).toBe(200);
    expect(JSON.parse(kept.body.data.attributes.primary_color_shades as string)["950"]).toBe(generateShades("#1e3a8a")?.["950"]);
    const ten = JSON.stringify(Object.fromEntries(SHADE_STEPS.slice(0, 10).map((s) => [s, "#ffff00"])));
    const ignored = await put("design", 1, { ...DESIGN, primary_color_shades: ten }, OLDEBROEK_CENTRE);
    expect(ignored.status).toBe(200);
    expect(ignored.body.data.attributes).toMatchObject({ primary_color_preset: "sky", primary_color_shades: null });
  });

  it("a colour that fails WCAG AA is refused on its field with the ratio; nothing is saved", async () => {
    const before = await put("design", 1, DESIGN, OLDEBROEK_CENTRE);
    expect(before.status).toBe(200);
    const grey = await put("design", 1, { ...DESIGN, text_color: "#777777", background_color: "#ffffff" }, OLDEBROEK_CENTRE);
    expect(grey.status).toBe(422);
    expect(grey.body.errors).toEqual([
      expect.objectContaining({
        code: "insufficient_contrast",
        detail: "Text on the background is hard to read: contrast 4.47:1, at least 4.5:1 needed",
        source: { pointer: "/data/attributes/text_color" },
        meta: { message: 'settings:contrast.text|{"ratio":"4.47","required":4.5}' },
      }),
    ]);
    const yellow = await put(
      "design",
      1,
      { ...DESIGN, primary_color_preset: "mauve", primary_color: "#ffe066" },
      OLDEBROEK_CENTRE,
    );
    expect(yellow.status).toBe(422);
    expect(pointers(yellow.body)).toEqual(["/data/attributes/primary_color_preset", "/data/attributes/primary_color_preset"]);
    expect(yellow.body.errors[0].detail).toMatch(/White text on primary 700 .* contrast 2\.68:1, at least 4\.5:1 needed$/);
    const dark = await put("design", 1, { ...DESIGN, background_color_dark: "#f0f0f0" }, OLDEBROEK_CENTRE);
    expect(pointers(dark.body)).toEqual(["/data/attributes/background_color_dark", "/data/attributes/background_color_dark"]);
    const current = await h.json("/api/v1/volunteer_centers/current?include=profile");
    expect(current.body.included[0].attributes).toMatchObject({ text_color: null, primary_color_preset: "sky" });
  });

  it("hostile input: 422 with a pointer per field, never 500", async () => {
    const shades = Object.fromEntries(SHADE_STEPS.map((s) => [s, "#000000"]));
    shades["300"] = "rood";
    const { status, body } = await put(
      "design",
      1,
      {
        ...DESIGN,
        website_logo_url: "javascript:alert(1)",
        favicon_url: "//evil.example.org/x.ico",
        gtag_id: "G-<script>",
        text_color: "zwart",
        primary_color_shades: JSON.stringify(shades),
        font_sans: "Comic Sans",
        shape: "blob",
        header_sticky: "ja",
        muted_color_preset: "indigo",
      },
      OLDEBROEK_CENTRE,
    );
    expect(status).toBe(422);
    expect(Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]))).toEqual({
      "/data/attributes/website_logo_url": "invalid_url",
      "/data/attributes/favicon_url": "invalid_url",
      "/data/attributes/gtag_id": "invalid_string",
      "/data/attributes/text_color": "invalid_color",
      "/data/attributes/primary_color_shades": "invalid_color",
      "/data/attributes/font_sans": "invalid_enum_value",
      "/data/attributes/shape": "invalid_enum_value",
      "/data/attributes/header_sticky": "invalid_type",
      "/data/attributes/muted_color_preset": "invalid_enum_value",
    });
    expect(body.errors.find((e) => e.source?.pointer === "/data/attributes/primary_color_shades")?.detail).toBe(
      "Step 300 is not a colour: use #rrggbb",
    );
    const custom = await put("design", 1, { ...DESIGN, primary_color_preset: "mauve" }, OLDEBROEK_CENTRE);
    expect(pointers(custom.body)).toEqual(["/data/attributes/primary_color"]);
    for (const attributes of [null, [], "x", {}]) {
      const r = await put("design", 1, attributes, OLDEBROEK_CENTRE);
      expect(r.status).toBe(422);
    }
  });

  it("who: signed out 401; other roles 403 before the body is read", async () => {
    expect((await put("design", 1, {})).status).toBe(401);
    for (const role of ["content_manager", "page_manager", "organization_superuser", "volunteer", "mentor"]) {
      const { status } = await put("design", 1, { shape: "blob" }, `${role}@oldebroek.example.org`);
      expect(status, role).toBe(403);
    }
  });

  it("isolation: another centre of the tenant is the admin's only; another tenant's centre and unknown ids are 404", async () => {
    // The public tenant has two centres (5, default, and 6); its centre superuser works at 5.
    expect((await put("design", 6, DESIGN, "center_superuser@public.example.org", "public")).status).toBe(403);
    expect((await put("design", 5, DESIGN, "center_superuser@public.example.org", "public")).status).toBe(200);
    expect((await put("design", 6, DESIGN, "admin@public.example.org", "public")).status).toBe(200);
    expect((await put("design", 5, { shape: "blob" }, OLDEBROEK_ADMIN)).status).toBe(404);
    expect((await put("design", 9999, { shape: "blob" }, OLDEBROEK_ADMIN)).status).toBe(404);
    expect((await put("design", "abc", { shape: "blob" }, OLDEBROEK_ADMIN)).status).toBe(404);
    const untouched = await h.json("/api/v1/volunteer_centers/5?include=profile", { tenant: "public" });
    expect(untouched.body.included[0].attributes.primary_color_preset).toBe("sky");
  });

  it("a centre without a profile gets one on its first save", async () => {
    await h.db.delete(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.volunteerCenterId, 6));
    const { status, body } = await put(
      "design",
      6,
      { ...DESIGN, primary_color_preset: "teal" },
      "admin@public.example.org",
      "public",
    );
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({ primary_color_preset: "teal", volunteer_center_id: 6 });
  });

  it("parallel first saves of a centre without a profile make one profile, not several (one upsert statement)", async () => {
    await h.db.delete(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.volunteerCenterId, 6));
    const presets = ["teal", "rose", "sky", "emerald"];
    const answers = await Promise.all(
      presets.map((preset) =>
        put("design", 6, { ...DESIGN, primary_color_preset: preset }, "admin@public.example.org", "public"),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const rows = await h.db.select().from(volunteerCenterProfiles).where(eq(volunteerCenterProfiles.volunteerCenterId, 6));
    expect(rows).toHaveLength(1);
    expect(presets).toContain(rows[0].primaryColorPreset);
  });
});

describe("PUT /volunteer_centers/{id}/footer", () => {
  it("saves the columns, Dutch and English, and the two logos", async () => {
    const { status, body } = await put("footer", 1, FOOTER, OLDEBROEK_CENTRE);
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({
      footer_columns: [
        { title: "Contact", content: "Stationsweg 1", title_en: "Contact", content_en: "Stationsweg 1" },
        { title: "Over ons", content: "[Lees meer](/over-ons)", title_en: null, content_en: null },
      ],
      show_anbi_logo: true,
      show_nov_logo: false,
    });
  });

  it("refuses a column without a title, too many columns and a non-boolean, each with its pointer", async () => {
    const five = Array.from({ length: 5 }, () => ({ title: "x", content: "y" }));
    const tooMany = await put("footer", 1, { ...FOOTER, footer_columns: five }, OLDEBROEK_CENTRE);
    expect(tooMany.status).toBe(422);
    expect(pointers(tooMany.body)).toEqual(["/data/attributes/footer_columns"]);
    const bad = await put(
      "footer",
      1,
      { footer_columns: [{ title: "", content: "x".repeat(2001) }], show_anbi_logo: "yes", show_nov_logo: false },
      OLDEBROEK_CENTRE,
    );
    expect(pointers(bad.body)).toEqual([
      "/data/attributes/footer_columns/0/title",
      "/data/attributes/footer_columns/0/content",
      "/data/attributes/show_anbi_logo",
    ]);
  });

  it("who: content managers and other centres' superusers may not", async () => {
    expect((await put("footer", 1, FOOTER, "content_manager@oldebroek.example.org")).status).toBe(403);
    expect((await put("footer", 6, FOOTER, "center_superuser@public.example.org", "public")).status).toBe(403);
    expect((await put("footer", 5, FOOTER, OLDEBROEK_CENTRE)).status).toBe(404);
  });
});
