import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEGAL_PAGE_SLUGS, LEGAL_PAGES } from "../../config/legal-pages";
import { SHADE_STEPS } from "../../config/palettes";
import { DEFAULT_PLATFORM_CONFIG, TENANT_IDS } from "../../config/tenants";
import { contrastRatio, FONTS, resolveTheme } from "../../config/theme";
import { recurrenceRule } from "../../contract/activities";
import { BLOCK_TYPES, parseBlockProps } from "../../contract/content-blocks";
import { checkSubmission } from "../../contract/forms";
import { NOV_CHECKLIST_KEYS } from "../../contract/organizations";
import { renderRichText, richTextToMarkdown, richTextToPlainText } from "../../contract/rich-text";
import { SYSTEM_PAGES } from "../../contract/system-pages";
import { stockImageInput } from "../../contract/uploads";
import { createTestDatabase, searchIndexCounts, type TestDatabase } from "../../tests/setup/d1";
import {
  addresses,
  contactPersons,
  contentBlocks,
  formQuestions,
  formSubmissions,
  forms,
  formVersions,
  geocodeCache,
  menuItems,
  organizationProfiles,
  organizations,
  pages,
  stockImages,
  vacancies,
  volunteerCenterProfiles,
  volunteerCenters,
} from "../schema";
import { SEED_CENTERS } from "./data";
import { addMissingForms, addMissingLegalPages, addMissingStockImages, buildSeedRows, seedBulk, seedDatabase } from "./index";

const ROOT = join(import.meta.dirname, "..", "..");
const POSTCODE = /^[1-9][0-9]{3} ?[A-Z]{2}$/;
// Generous bounding box of the European Netherlands.
const NL = { minLat: 50.75, maxLat: 53.56, minLng: 3.35, maxLng: 7.23 };
// The app's own lists, so the seed can never use a system page or font the app does not know.
const SYSTEM_PAGE_IDS = Object.keys(SYSTEM_PAGES);
const EXPECTED_CENTERS: Record<string, number[]> = { oldebroek: [1], roermond: [2], meedoen: [3], demo: [4], public: [5, 6] };

let t: TestDatabase;

async function counts(db: TestDatabase["db"]) {
  const tables = {
    volunteerCenters,
    volunteerCenterProfiles,
    organizations,
    addresses,
    organizationProfiles,
    pages,
    contentBlocks,
    menuItems,
    stockImages,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(table);
    result[name] = Number(row.n);
  }
  return result;
}

const inNetherlands = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null && lat > NL.minLat && lat < NL.maxLat && lng > NL.minLng && lng < NL.maxLng;

beforeAll(async () => {
  t = await createTestDatabase();
});

afterAll(async () => {
  await t?.dispose();
});

describe("demo seed", () => {
  it("creates the expected centres per tenant, matching the tenant config defaults", async () => {
    const rows = await t.db.select().from(volunteerCenters).orderBy(volunteerCenters.id);
    const byTenant: Record<string, number[]> = {};
    for (const row of rows) byTenant[row.tenantId] = [...(byTenant[row.tenantId] ?? []), row.id];
    expect(byTenant).toEqual(EXPECTED_CENTERS);
    for (const tenant of TENANT_IDS) {
      expect(byTenant[tenant]).toContain(DEFAULT_PLATFORM_CONFIG.tenants[tenant].defaultVolunteerCenterId);
    }
    for (const row of rows) {
      expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.nl$/);
      expect(row.phoneNumber).toMatch(/^0\d{1,3}-\d{6,8}$/);
      expect(row.website).toMatch(/^https:\/\//);
      expect(row.city).toBeTruthy();
    }
  });

  it("gives every centre a complete and distinct theme", async () => {
    const profiles = await t.db.select().from(volunteerCenterProfiles).orderBy(volunteerCenterProfiles.volunteerCenterId);
    expect(profiles.map((p) => p.volunteerCenterId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(profiles.map((p) => p.primaryColorPreset)).size).toBe(profiles.length);
    expect(new Set(profiles.map((p) => p.shape))).toEqual(new Set(["rounded", "straight"]));
    expect(profiles.filter((p) => p.gtagId)).toHaveLength(1);
    for (const p of profiles) {
      expect(FONTS as readonly string[]).toContain(p.fontSans);
      expect(FONTS as readonly string[]).toContain(p.fontHeading);
      expect(["gray", "slate", "stone", "zinc", "neutral"]).toContain(p.mutedColorPreset);
      expect(p.footerColumns.length).toBeGreaterThanOrEqual(2);
      expect(p.footerColumns.length).toBeLessThanOrEqual(3);
      for (const column of p.footerColumns) expect(column.title && column.content).toBeTruthy();
      for (const url of [p.websiteLogoUrl, p.websiteLogoDarkModeUrl, p.faviconUrl]) expect(url).toMatch(/^\/demo\/.+\.svg$/);
    }
    const mauve = profiles.filter((p) => p.primaryColorPreset === "mauve");
    expect(mauve.length).toBeGreaterThanOrEqual(1);
    for (const p of mauve) {
      const shades = JSON.parse(p.primaryColorShades ?? "null") as Record<string, string>;
      expect(Object.keys(shades).sort()).toEqual([...SHADE_STEPS].sort());
      for (const value of Object.values(shades)) {
        expect(value).toMatch(/^\d{1,3} \d{1,3} \d{1,3}$/);
        expect(value.split(" ").every((n) => Number(n) <= 255)).toBe(true);
      }
    }
  });

  it("seeds at least ten organisations per tenant, each with a Dutch address and a profile", async () => {
    const rows = await t.db
      .select({ org: organizations, address: addresses, profile: organizationProfiles })
      .from(organizations)
      .leftJoin(addresses, eq(addresses.organizationId, organizations.id))
      .leftJoin(organizationProfiles, eq(organizationProfiles.organizationId, organizations.id));
    for (const tenant of TENANT_IDS) {
      const own = rows.filter((r) => r.org.tenantId === tenant);
      expect(own.length, tenant).toBeGreaterThanOrEqual(10);
      expect(own.filter((r) => r.org.type === "VolunteerCenter").length, tenant).toBeGreaterThanOrEqual(1);
      expect(own.filter((r) => r.org.type === "School").length, tenant).toBeGreaterThanOrEqual(1);
      expect(own.filter((r) => r.org.status === "pending").length, tenant).toBeGreaterThanOrEqual(1);
      expect(own.filter((r) => r.org.status === "archived").length, tenant).toBeGreaterThanOrEqual(1);
      expect(own.filter((r) => r.org.status === "approved").length, tenant).toBeGreaterThan(own.length / 2);
      // Organisations (ADR 0019): 2–3 pending to approve, one denied (with its reason), one archived per tenant.
      expect(own.filter((r) => r.org.status === "pending").length, tenant).toBeGreaterThanOrEqual(2);
      expect(own.filter((r) => r.org.status === "pending").length, tenant).toBeLessThanOrEqual(3);
      const denied = own.filter((r) => r.org.status === "denied");
      expect(denied.length, tenant).toBe(1);
      expect(denied[0].org.decisionReason, tenant).toBeTruthy();
      expect(denied[0].org.decidedById, tenant).not.toBeNull();
    }
    for (const { org, address, profile } of rows) {
      expect(address, org.name).not.toBeNull();
      expect(address?.postalCode, org.name).toMatch(POSTCODE);
      expect(inNetherlands(address?.latitude ?? null, address?.longitude ?? null), org.name).toBe(true);
      expect(address?.tenantId).toBe(org.tenantId);
      expect(profile?.tenantId).toBe(org.tenantId);
      expect(profile?.nonProfitType).toBeTruthy();
      expect(org.phoneNumber).toMatch(/^0\d{1,3}-\d{6,8}$/);
      expect(org.website).toMatch(/^https:\/\//);
      expect(org.description?.length ?? 0).toBeGreaterThan(40);
      expect(org.createdById, org.name).not.toBeNull();
      expect(address?.geocoded, org.name).toBe(true);
      expect(address?.municipality, org.name).toBeTruthy();
    }
    // A contact person each, and a geocode cache row for every address (lookups work offline).
    const contacts = await t.db.select().from(contactPersons);
    expect(new Set(contacts.map((p) => p.organizationId))).toEqual(new Set(rows.map((r) => r.org.id)));
    const cache = await t.db.select().from(geocodeCache);
    for (const { org, address } of rows) {
      const hit = cache.find(
        (g) =>
          g.postalCode === address?.postalCode &&
          g.houseNumber === address?.houseNumber &&
          g.houseNumberAddition === (address?.houseNumberAddition ?? ""),
      );
      expect(hit, org.name).toMatchObject({ found: true, latitude: address?.latitude, longitude: address?.longitude });
    }
  });

  it("keeps every row in its centre's tenant", async () => {
    const centerTenant = new Map((await t.db.select().from(volunteerCenters)).map((c) => [c.id, c.tenantId]));
    for (const table of [organizations, pages, menuItems, volunteerCenterProfiles]) {
      for (const row of await t.db.select({ tenantId: table.tenantId, centerId: table.volunteerCenterId }).from(table)) {
        expect(row.tenantId).toBe(centerTenant.get(row.centerId));
      }
    }
    const blockTenants = await t.db
      .select({ block: contentBlocks.tenantId, page: pages.tenantId })
      .from(contentBlocks)
      .innerJoin(pages, eq(pages.id, contentBlocks.pageId));
    for (const row of blockTenants) expect(row.block).toBe(row.page);
  });

  it("tells the demo's organisation superusers of their applications and applicants with an account of decisions, in their tenant", async () => {
    const rows = await t.db.all<{ kind: string; same: number; unread: number; params: string; link: string }>(
      sql`select n.kind, n.tenant_id = u.tenant_id as same, n.read_at is null as unread, n.params, n.link
        from notifications n join users u on u.id = n.user_id`,
    );
    expect(rows.filter((r) => r.kind === "application_received").length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.kind === "application_status_changed").length).toBeGreaterThan(0);
    expect(rows.some((r) => r.unread === 1) && rows.some((r) => r.unread === 0)).toBe(true);
    for (const row of rows) {
      expect(row.same).toBe(1);
      expect(row.link).toMatch(/^\/applications\/\d+$/);
      expect(Object.values(JSON.parse(row.params)).every((v) => typeof v === "string" && v !== "")).toBe(true);
    }
    const [volunteer] = await t.db.all<{ ids: string | null }>(
      sql`select group_concat(n.id) as ids from notifications n join users u on u.id = n.user_id
        where u.email = 'volunteer@oldebroek.example.org'`,
    );
    // The guards walk (api/guards-before-bodies.test.ts) marks notification 2 as this volunteer: it must not be theirs.
    expect((volunteer?.ids ?? "").split(",")).not.toContain("2");
  });

  it("stores only block props that pass their schema", async () => {
    const blocks = await t.db.select().from(contentBlocks);
    expect(blocks.length).toBeGreaterThan(100);
    for (const b of blocks) {
      const result = parseBlockProps(b.blockType, b.props);
      expect(result.success, `${b.blockType} #${b.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it("stores its JSON values with the keys their contract names, which the API passes on untouched (ADR 0043)", async () => {
    // Every key path of a stored value; a schema that strips a key it does not know would hide `image_position`.
    const paths = (value: unknown, at = ""): string[] =>
      Array.isArray(value)
        ? value.flatMap((v, i) => paths(v, `${at}/${i}`))
        : value !== null && typeof value === "object"
          ? Object.entries(value).flatMap(([k, v]) => [`${at}/${k}`, ...paths(v, `${at}/${k}`)])
          : [];
    // The seed stores a block's props as its schema parsed them, which drops a key the schema does not name: check
    // the seed's own data, so a stray `image_position` cannot vanish into a default.
    const blocks = SEED_CENTERS.flatMap((c) => c.pages.flatMap((p) => p.blocks));
    expect(blocks.length).toBeGreaterThan(100);
    for (const b of blocks) {
      const parsed = parseBlockProps(b.type, b.props);
      const known = new Set(paths(parsed.success ? parsed.data : undefined));
      expect(
        paths(b.props).filter((p) => !known.has(p)),
        b.type,
      ).toEqual([]);
    }
    const checklists = (await t.db.select({ nov: organizations.novChecklist }).from(organizations)).flatMap((o) =>
      o.nov ? [o.nov] : [],
    );
    expect(checklists.length).toBeGreaterThan(0);
    for (const nov of checklists) expect(NOV_CHECKLIST_KEYS).toEqual(expect.arrayContaining(Object.keys(nov)));
    const rules = (await t.db.select({ rule: vacancies.recurrence }).from(vacancies)).flatMap((v) => (v.rule ? [v.rule] : []));
    expect(rules.length).toBeGreaterThan(0);
    const ruleKeys = Object.keys(recurrenceRule.innerType().shape);
    for (const rule of rules) expect(ruleKeys).toEqual(expect.arrayContaining(Object.keys(rule)));
    const variables = (await t.db.select({ css: volunteerCenterProfiles.cssVariables }).from(volunteerCenterProfiles)).flatMap(
      (p) => Object.keys(p.css),
    );
    expect(variables).toContain("--hero-overlay-opacity");
    for (const name of variables) expect(name).toMatch(/^--[a-z0-9-]+$/);
  });

  it("uses real text and site links only", async () => {
    const blocks = await t.db.select().from(contentBlocks);
    const text = JSON.stringify([blocks, await t.db.select().from(pages)]).replaceAll('"searchPlaceholder"', "");
    expect(text).not.toMatch(/lorem|ipsum|placeholder|todo|xxx|example\.(com|org)/i);
    const hrefs = [...JSON.stringify(blocks).matchAll(/"href":"([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(50);
    // A rich text's links may also write to the centre (mailto:), and its `www.` addresses are linked as http://.
    for (const href of hrefs) expect(href).toMatch(/^(\/[\w/?=&%-]*|https:\/\/\S+|http:\/\/www\.\S+|mailto:[\w.+-]+@[\w.-]+)$/);
    // Activities are off in the meedoen context: its content must not point at the activity calendar.
    const meedoenBlocks = JSON.stringify(blocks.filter((b) => b.tenantId === "meedoen"));
    expect(meedoenBlocks).not.toContain("/activiteitenkalender");
  });

  it("gives every image the width and height of its SVG file", async () => {
    const images: { url: string; width: number; height: number }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        const v = value as Record<string, unknown>;
        if (typeof v.url === "string" && typeof v.width === "number") images.push(v as never);
        Object.values(v).forEach(walk);
      }
    };
    walk((await t.db.select().from(contentBlocks)).map((b) => b.props));
    expect(images.length).toBeGreaterThan(50);
    for (const img of new Map(images.map((i) => [`${i.url}|${i.width}|${i.height}`, i])).values()) {
      const svgTag = readFileSync(join(ROOT, "public", img.url), "utf8").match(/<svg[^>]*>/)?.[0] ?? "";
      expect(svgTag, img.url).toContain(`width="${img.width}"`);
      expect(svgTag, img.url).toContain(`height="${img.height}"`);
      expect(svgTag, img.url).toMatch(/viewBox="0 0 \d+ \d+"/);
    }
  });

  it("gives every centre a rich home page and every tenant an 'alle-blokken' page with all block types", async () => {
    const allPages = await t.db.select().from(pages);
    const blocks = await t.db.select().from(contentBlocks).orderBy(contentBlocks.pageId, contentBlocks.position);
    const blocksOf = (pageId: number) => blocks.filter((b) => b.pageId === pageId);
    for (const centerId of [1, 2, 3, 4, 5, 6]) {
      const home = allPages.find((p) => p.volunteerCenterId === centerId && p.slug === "");
      expect(home?.isPublished, `home of ${centerId}`).toBe(true);
      expect(home?.metaTitle && home.metaDescription && home.ogTitle && home.ogDescription).toBeTruthy();
      const homeBlocks = blocksOf(home?.id ?? -1);
      expect(homeBlocks.map((b) => b.position)).toEqual(homeBlocks.map((_, i) => i + 1));
      const minTypes = centerId === 6 ? 5 : 8;
      expect(new Set(homeBlocks.map((b) => b.blockType)).size, `home of ${centerId}`).toBeGreaterThanOrEqual(minTypes);
      const about = allPages.find((p) => p.volunteerCenterId === centerId && p.slug === "over-ons");
      expect(about?.isPublished && about.metaTitle && about.ogTitle).toBeTruthy();
      expect(blocksOf(about?.id ?? -1).length).toBeGreaterThanOrEqual(2);
    }
    const showcases = allPages.filter((p) => p.slug === "alle-blokken");
    expect(new Set(showcases.map((p) => p.tenantId))).toEqual(new Set(TENANT_IDS));
    for (const page of showcases) {
      expect(page.isPublished).toBe(true);
      expect(blocksOf(page.id).map((b) => b.blockType)).toEqual(BLOCK_TYPES);
    }
  });

  it("publishes 6–8 dated news items per centre, including success stories", async () => {
    const allPages = await t.db.select().from(pages);
    for (const centerId of [1, 2, 3, 4, 5, 6]) {
      const news = allPages.filter((p) => p.volunteerCenterId === centerId && p.pageType !== "default");
      expect(news.length, `centre ${centerId}`).toBeGreaterThanOrEqual(6);
      expect(news.length, `centre ${centerId}`).toBeLessThanOrEqual(8);
      expect(news.filter((p) => p.pageType === "success_story").length).toBeGreaterThanOrEqual(2);
      const featured = news.filter((p) => p.featured).length;
      expect(featured).toBeGreaterThanOrEqual(1);
      expect(featured).toBeLessThanOrEqual(2);
      for (const p of news) {
        expect(p.isPublished).toBe(true);
        expect(p.summary && p.imageUrl).toBeTruthy();
        expect(p.publishedAt! >= "2026-01-01" && p.publishedAt! < "2026-11-20", p.slug).toBe(true);
      }
    }
  });

  it("gives every centre its own published terms, privacy statement and accessibility statement", async () => {
    const allPages = await t.db.select().from(pages);
    const blocks = await t.db.select().from(contentBlocks);
    const centers = await t.db.select().from(volunteerCenters);
    expect(centers).toHaveLength(6);
    for (const center of centers) {
      const texts: Record<string, string> = {};
      for (const page of LEGAL_PAGES) {
        const found = allPages.find((p) => p.volunteerCenterId === center.id && p.slug === LEGAL_PAGE_SLUGS[page]);
        expect(found?.isPublished, `${page} of centre ${center.id}`).toBe(true);
        expect(found?.pageType).toBe("default");
        expect(found?.metaTitle && found.metaDescription).toBeTruthy();
        const own = blocks.filter((b) => b.pageId === found?.id);
        // Text blocks of the CMS, editable like any page.
        expect(own.length).toBeGreaterThanOrEqual(1);
        expect(new Set(own.map((b) => b.blockType))).toEqual(new Set(["Markdown"]));
        // Rich text (the one rich-text path): compared as its Markdown.
        texts[page] = own.map((b) => richTextToMarkdown(b.props.content)).join("\n\n");
        expect(texts[page], `${page} of centre ${center.id}`).toContain(center.name);
        expect(texts[page]).toContain(`mailto:${center.email}`);
      }
      expect(texts.privacy).toMatch(/Autoriteit Persoonsgegevens/);
      expect(texts.terms).toContain(`(/${LEGAL_PAGE_SLUGS.privacy})`);
      // The Dutch model statement: scope, status, what is not yet accessible (with a date), contact, date.
      expect(texts.accessibility).toContain(new URL(center.website ?? "").host);
      for (const heading of ["## Status: voldoet gedeeltelijk", "## Wat nog niet toegankelijk is", "## Datum"]) {
        expect(texts.accessibility).toContain(heading);
      }
      expect(texts.accessibility).toMatch(/WCAG 2\.1 op niveau AA/);
      expect(texts.accessibility).toMatch(/opgesteld op \d{1,2} \w+ 20\d\d/);
    }
  });

  it("has one unpublished draft per tenant", async () => {
    const drafts = await t.db.select().from(pages).where(eq(pages.isPublished, false));
    expect(drafts.map((p) => p.tenantId).sort()).toEqual([...TENANT_IDS].sort());
  });

  it("builds header and footer menus with valid links", async () => {
    const items = await t.db.select().from(menuItems);
    const allPages = await t.db.select().from(pages);
    for (const centerId of [1, 2, 3, 4, 5, 6]) {
      const own = items.filter((i) => i.volunteerCenterId === centerId);
      const header = own.filter((i) => i.menu === "header");
      const footer = own.filter((i) => i.menu === "footer");
      const headerTop = header.filter((i) => i.parentId === null);
      expect(headerTop.length, `header of ${centerId}`).toBeGreaterThanOrEqual(5);
      expect(headerTop.length).toBeLessThanOrEqual(7);
      expect(footer.length, `footer of ${centerId}`).toBeGreaterThanOrEqual(3);
      expect(footer.length).toBeLessThanOrEqual(5);
      expect(header.filter((i) => i.parentId !== null).length).toBe(2);
      for (const siblings of [headerTop, footer, header.filter((i) => i.parentId !== null)]) {
        expect(siblings.map((i) => i.position).sort((a, b) => a - b)).toEqual(siblings.map((_, i) => i + 1));
      }
      for (const item of own) {
        if (item.linkType === "content_page") {
          const page = allPages.find((p) => p.id === item.pageId);
          expect(page?.volunteerCenterId, item.name).toBe(centerId);
          expect(page?.slug).not.toBe("alle-blokken");
        } else {
          expect(SYSTEM_PAGE_IDS).toContain(item.systemPageId);
        }
      }
      expect(own.some((i) => i.linkType === "content_page") && own.some((i) => i.linkType === "system_page")).toBe(true);
    }
    // Activities are off in the meedoen context, so its menus must not link to the calendar.
    expect(items.filter((i) => i.tenantId === "meedoen" && i.systemPageId === "activity_calendar")).toEqual([]);
  });

  it("only references /demo files that exist under public/", async () => {
    const seededText = JSON.stringify([
      await t.db.select().from(volunteerCenterProfiles),
      await t.db.select().from(pages),
      await t.db.select().from(contentBlocks),
      await t.db.select().from(stockImages),
    ]);
    const sourceText = readdirSync(join(ROOT, "db/seed"), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => readFileSync(join(ROOT, "db/seed", f), "utf8"))
      .join("\n");
    const urls = new Set([...`${seededText}\n${sourceText}`.matchAll(/\/demo\/[\w./-]+\.\w+/g)].map((m) => m[0]));
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const file = join(ROOT, "public", url);
      expect(existsSync(file) && statSync(file).size > 0, url).toBe(true);
    }
  });

  it("gives every tenant a stock image library of the illustrations under public/, valid as the API takes them", async () => {
    const rows = await t.db.select().from(stockImages);
    for (const tenant of TENANT_IDS) {
      const own = rows.filter((r) => r.tenantId === tenant);
      expect(own.length, tenant).toBeGreaterThanOrEqual(4);
      for (const image of own) {
        expect(image.imageUrl, image.name).toMatch(/^\/demo\/images\/[\w-]+\.svg$/);
        expect(existsSync(join(ROOT, "public", image.imageUrl ?? "")), image.name).toBe(true);
        expect(image.shortDescription?.length, image.name).toBeGreaterThan(10);
        expect(image.keywords.length, image.name).toBeGreaterThan(0);
        expect(image.uploadId).toBeNull();
        // As the stock image form would send it: the API takes the seeded values back unchanged.
        const input = stockImageInput.safeParse({
          name: image.name,
          description: image.description,
          short_description: image.shortDescription,
          image_url: image.imageUrl,
          keywords: image.keywords,
        });
        expect(input.success, image.name).toBe(true);
      }
    }
  });

  it("is deterministic: no clock or Math.random, same rows every build", () => {
    expect(buildSeedRows()).toEqual(buildSeedRows());
    for (const file of readdirSync(join(ROOT, "db/seed"), { recursive: true }).map(String)) {
      // cli.ts and clock.ts (the day vacancy dates are relative to) are the only ones that may read the clock.
      if (!file.endsWith(".ts") || file.endsWith(".test.ts") || file === "cli.ts" || file === "clock.ts") continue;
      const source = readFileSync(join(ROOT, "db/seed", file), "utf8");
      expect(source, file).not.toMatch(/Math\.random|Date\.now|new Date\(\)/);
      expect(source, file).not.toMatch(/lorem ipsum|placeholder text/i);
    }
  });

  it("is idempotent", async () => {
    const before = await counts(t.db);
    expect(await seedDatabase(t.db)).toEqual({ seeded: false, accounts: false });
    expect(await counts(t.db)).toEqual(before);
  });
});

describe("demo history (the analytics charts' months)", () => {
  const perTenant = async (query: ReturnType<typeof sql>) =>
    new Map((await t.db.all<{ tenant: string; n: number }>(query)).map((r) => [r.tenant, Number(r.n)]));

  it("spreads every tenant's vacancies, applications, organisations and sign-ups over at least six of the past twelve months", async () => {
    const year = sql`date('now', '-366 days')`;
    const months = {
      published: await perTenant(sql`select tenant_id as tenant, count(distinct substr(published_at, 1, 7)) as n
        from vacancies where published_at >= ${year} group by tenant_id`),
      applied: await perTenant(sql`select tenant_id as tenant, count(distinct substr(created_at, 1, 7)) as n
        from applications where created_at >= ${year} group by tenant_id`),
      organizations: await perTenant(sql`select tenant_id as tenant, count(distinct substr(created_at, 1, 7)) as n
        from organizations where created_at >= ${year} group by tenant_id`),
      users: await perTenant(sql`select tenant_id as tenant, count(distinct substr(created_at, 1, 7)) as n
        from users where created_at >= ${year} group by tenant_id`),
    };
    for (const tenant of TENANT_IDS) {
      for (const [what, byTenant] of Object.entries(months))
        expect(byTenant.get(tenant) ?? 0, `${what} ${tenant}`).toBeGreaterThanOrEqual(6);
    }
    const [future] = await t.db.all<{ n: number }>(sql`select
      (select count(*) from vacancies where published_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      + (select count(*) from applications where created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') or decided_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      + (select count(*) from organizations where created_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) as n`);
    expect(Number(future.n)).toBe(0);
  });

  it("keeps every date in order: applied after publication, decided after applying (within three weeks), approved after sign-up", async () => {
    const [bad] = await t.db.all<Record<string, number>>(sql`select
      (select count(*) from applications a join vacancies v on v.id = a.vacancy_id
        where v.published_at is not null and a.created_at < v.published_at) as beforePublished,
      (select count(*) from applications where decided_at is not null and decided_at < created_at) as decidedBefore,
      (select count(*) from applications where decided_at is not null and julianday(decided_at) - julianday(created_at) > 21) as decidedLate,
      (select count(*) from applications where queued_at <> created_at) as queuedElsewhere,
      (select count(*) from help_requests where decided_at is not null and decided_at < created_at) as helpDecidedBefore,
      (select count(*) from organizations where decided_at is not null and decided_at < created_at) as orgDecidedBefore,
      (select count(*) from vacancies where status = 'published' and expires_at is not null and expires_at < date('now')) as publishedExpired`);
    expect(bad).toEqual({
      beforePublished: 0,
      decidedBefore: 0,
      decidedLate: 0,
      queuedElsewhere: 0,
      helpDecidedBefore: 0,
      orgDecidedBefore: 0,
      publishedExpired: 0,
    });
  });

  it("has accepted, rejected, pending, waitlisted and withdrawn applications in every tenant", async () => {
    const rows = await t.db.all<{ tenant: string; statuses: string }>(
      sql`select tenant_id as tenant, group_concat(distinct status) as statuses from applications group by tenant_id`,
    );
    for (const tenant of TENANT_IDS) {
      const statuses = rows.find((r) => r.tenant === tenant)?.statuses.split(",") ?? [];
      for (const status of ["accepted", "rejected", "pending", "waitlisted", "withdrawn"])
        expect(statuses, tenant).toContain(status);
    }
  });

  it("gives volunteers and students birth years over the age groups, some left empty", async () => {
    const rows = await t.db.all<{ birthYear: number | null }>(sql`select distinct u.id, u.birth_year as birthYear from users u
      join user_roles r on r.user_id = u.id where r.role in ('volunteer', 'student')`);
    const year = Number(new Date().toISOString().slice(0, 4));
    const ages = rows.filter((r) => r.birthYear !== null).map((r) => year - (r.birthYear as number));
    expect(rows.some((r) => r.birthYear === null)).toBe(true);
    // Under 18, 18–29, 30–49, 50–64, 65 and over (each at least once; ±1 around New Year).
    for (const [from, to] of [
      [0, 17],
      [18, 29],
      [30, 49],
      [50, 64],
      [65, 120],
    ]) {
      expect(
        ages.some((age) => age >= from && age <= to),
        `${from}–${to}`,
      ).toBe(true);
    }
    const [others] = await t.db.all<{ n: number }>(sql`select count(*) as n from users u
      where u.birth_year is not null and not exists (select 1 from user_roles r where r.user_id = u.id and r.role in ('volunteer', 'student'))`);
    expect(Number(others.n)).toBe(0);
  });
});

describe("demo forms", () => {
  it("give every centre a published public form whose stored answers pass the version they answered", async () => {
    const centres = await t.db.select().from(volunteerCenters);
    const seeded = await t.db.select().from(forms);
    expect(seeded.map((f) => f.volunteerCenterId).sort()).toEqual(centres.map((c) => c.id).sort());
    for (const form of seeded) {
      expect([form.status, form.accessPermission, form.tenantId]).toEqual([
        "published",
        "anonymous",
        centres.find((c) => c.id === form.volunteerCenterId)?.tenantId,
      ]);
      const questions = await t.db.select().from(formQuestions).where(eq(formQuestions.formId, form.id));
      expect(new Set(questions.map((q) => q.questionType)).size).toBeGreaterThanOrEqual(6);
      const [version] = await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id));
      const submissions = await t.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id));
      expect(submissions).toHaveLength(2);
      for (const submission of submissions) {
        expect(checkSubmission(version?.definition ?? { questions: [] }, submission.answers)).toEqual({
          ok: true,
          answers: submission.answers,
        });
      }
    }
  });

  it("are added once to a database that has no form", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)` }).from(forms);
    expect(await addMissingForms(t.db)).toBe(0);
    for (const table of [formSubmissions, formVersions, formQuestions, forms]) await t.db.delete(table);
    expect(await addMissingForms(t.db)).toBe(Number(before[0]?.n));
    expect(await addMissingForms(t.db)).toBe(0);
  });
});

describe("addMissingLegalPages", () => {
  it("gives a database seeded before the legal pages existed just those pages, once", async () => {
    const own = await createTestDatabase();
    try {
      const legal = and(eq(pages.volunteerCenterId, 2), inArray(pages.slug, Object.values(LEGAL_PAGE_SLUGS)));
      const gone = await own.db.select({ id: pages.id }).from(pages).where(legal);
      expect(gone).toHaveLength(3);
      await own.db.delete(contentBlocks).where(
        inArray(
          contentBlocks.pageId,
          gone.map((p) => p.id),
        ),
      );
      await own.db.delete(pages).where(legal);
      const before = await counts(own.db);

      expect(await addMissingLegalPages(own.db)).toBe(3);
      const back = await own.db.select().from(pages).where(legal);
      expect(back.map((p) => p.slug).sort()).toEqual(Object.values(LEGAL_PAGE_SLUGS).sort());
      expect(back.every((p) => p.isPublished && p.tenantId === "roermond")).toBe(true);
      const blocks = await own.db
        .select()
        .from(contentBlocks)
        .where(
          inArray(
            contentBlocks.pageId,
            back.map((p) => p.id),
          ),
        );
      expect(blocks.map((b) => b.blockType)).toEqual(["Markdown", "Markdown", "Markdown"]);
      expect(blocks.every((b) => b.tenantId === "roermond")).toBe(true);
      const after = await counts(own.db);
      expect([after.pages - before.pages, after.contentBlocks - before.contentBlocks]).toEqual([3, 3]);

      expect(await addMissingLegalPages(own.db)).toBe(0);
      expect(await counts(own.db)).toEqual(after);
    } finally {
      await own.dispose();
    }
  }, 60_000);
});

describe("addMissingStockImages", () => {
  it("gives a tenant whose library is empty the demo stock images, once; a tenant with its own images keeps just those", async () => {
    const own = await createTestDatabase();
    try {
      await own.db.delete(stockImages).where(inArray(stockImages.tenantId, ["roermond", "meedoen"]));
      await own.db.insert(stockImages).values({ tenantId: "meedoen", name: "Eigen foto", imageUrl: "https://x.example/a.jpg" });
      const perTenant = buildSeedRows().stockImages.filter((r) => r.tenantId === "roermond").length;

      expect(await addMissingStockImages(own.db)).toBe(perTenant);
      const roermond = await own.db.select().from(stockImages).where(eq(stockImages.tenantId, "roermond"));
      expect(roermond.map((r) => r.imageUrl?.startsWith("/demo/images/"))).toEqual(Array(perTenant).fill(true));
      const meedoen = await own.db.select().from(stockImages).where(eq(stockImages.tenantId, "meedoen"));
      expect(meedoen.map((r) => r.name)).toEqual(["Eigen foto"]);

      const after = await counts(own.db);
      expect(await addMissingStockImages(own.db)).toBe(0);
      expect(await counts(own.db)).toEqual(after);
    } finally {
      await own.dispose();
    }
  }, 60_000);
});

describe("seedBulk", () => {
  it("adds scale × 200 organisations and scale × 20 news pages per tenant and `scale` vacancies, and can run twice", async () => {
    const tenants = TENANT_IDS.length;
    for (const run of [1, 2]) {
      const before = await counts(t.db);
      const result = await seedBulk(t.db, 1);
      expect(result).toEqual({
        tenants,
        organizations: tenants * 200,
        addresses: tenants * 200,
        organizationProfiles: tenants * 200,
        pages: tenants * 20,
        contentBlocks: tenants * 20,
        vacancies: 1,
        applications: expect.any(Number),
        volunteers: 1,
        helpRequests: 1,
      });
      const after = await counts(t.db);
      expect(after.organizations - before.organizations, `run ${run}`).toBe(tenants * 200);
      expect(after.addresses - before.addresses).toBe(tenants * 200);
      expect(after.organizationProfiles - before.organizationProfiles).toBe(tenants * 200);
      expect(after.pages - before.pages).toBe(tenants * 20);
      expect(after.contentBlocks - before.contentBlocks).toBe(tenants * 20);
      expect(after.volunteerCenters).toBe(before.volunteerCenters);
    }

    const perTenant = await t.db
      .select({ tenantId: organizations.tenantId, n: sql<number>`count(*)` })
      .from(organizations)
      .groupBy(organizations.tenantId);
    for (const row of perTenant) expect(Number(row.n)).toBeGreaterThanOrEqual(400);

    // Both centres of the public tenant receive bulk rows.
    const publicCenters = await t.db
      .selectDistinct({ id: organizations.volunteerCenterId })
      .from(organizations)
      .where(eq(organizations.tenantId, "public"));
    expect(publicCenters.map((c) => c.id).sort()).toEqual([5, 6]);

    const seeded = buildSeedRows();
    const bulkAddresses = await t.db.select().from(addresses).where(sql`${addresses.id} > ${seeded.addresses.length}`);
    expect(bulkAddresses.length).toBe(tenants * 400);
    for (const a of bulkAddresses) {
      expect(a.postalCode).toMatch(POSTCODE);
      expect(inNetherlands(a.latitude, a.longitude), `${a.street} ${a.city}`).toBe(true);
    }

    const news = await t.db.select().from(pages).where(sql`${pages.id} > ${seeded.pages.length}`);
    expect(news.length).toBe(tenants * 40);
    for (const p of news) {
      expect(p.pageType).toBe("news");
      expect(p.isPublished).toBe(true);
      expect(p.publishedAt! >= "2026-01-01" && p.publishedAt! < "2026-11-20", p.slug).toBe(true);
    }
    for (const b of await t.db.select().from(contentBlocks)) expect(parseBlockProps(b.blockType, b.props).success).toBe(true);

    // The vacancies (one per run): their texts filled in by the INSERT … SELECT exactly as the renderer writes them.
    const demoVacancies = (await import("./vacancies")).VACANCIES_PER_TENANT;
    const { ACTIVITIES_PER_TENANT, ACTIVITY_TENANTS } = await import("./activities");
    const seededCount = Object.values(demoVacancies).reduce((a, b) => a + b, 0) + ACTIVITIES_PER_TENANT * ACTIVITY_TENANTS.length;
    // After the demo vacancies, the activities and the help requests'.
    const bulkVacancies = await t.db
      .select()
      .from(vacancies)
      .where(sql`${vacancies.id} > ${seededCount} and ${vacancies.vacancyType} not in ('p2p', 'one-on-one', 'neighbour-help')`);
    expect(bulkVacancies.length).toBe(2);
    for (const v of bulkVacancies) {
      expect(v.descriptionHtml).toBe(renderRichText(v.description));
      expect(v.searchBody).toBe(richTextToPlainText(v.description));
      expect(v.searchBody).not.toMatch(/\{org\}|\{city\}/);
    }
    for (const { tenant, indexed, stored } of await searchIndexCounts(t.db)) expect(indexed, tenant).toBe(stored);
    // A bulk volunteer and a help request per run (one per 10 and per 50 vacancies, rounded up); applications on the bulk vacancies only.
    const [bulk] = await t.db.all<Record<string, number>>(sql`select
      (select count(*) from users u join user_roles r on r.user_id = u.id and r.role = 'volunteer' where u.email like 'bulk-volunteer-%') as volunteers,
      (select count(*) from help_requests where email like 'bulk-help-%') as help,
      (select count(*) from applications a join vacancies v on v.id = a.vacancy_id
        where a.email like 'bulk-applicant-%' and (v.id <= ${seededCount} or a.tenant_id <> v.tenant_id)) as misplaced`);
    expect(bulk).toEqual({ volunteers: 2, help: 2, misplaced: 0 });
    const scratch = await t.db.all(sql`select name from sqlite_master where name = 'seed_bulk_texts'`);
    expect(scratch).toEqual([]);
  }, 120_000); // thousands of rows through the local D1 proxy: slow on a busy 2-core machine

  it("rejects a nonsensical scale", async () => {
    await expect(seedBulk(t.db, -1)).rejects.toThrow(/scale/);
    await expect(seedBulk(t.db, 1.5)).rejects.toThrow(/scale/);
  });
});

// The seeded centres' brands (the theme rules themselves are tested in config/theme.test.ts).
describe("contrast in every seeded theme (WCAG AA)", () => {
  const WHITE = "255 255 255";
  const profiles = buildSeedRows().volunteerCenterProfiles;

  it.each(profiles.map((p) => [p.name, p] as const))("%s", (_name, profile) => {
    const theme = resolveTheme(profile);
    // White text on the primary surfaces the UI uses (buttons, hero bands): 700 and darker.
    for (const step of ["700", "800", "900"] as const) {
      expect(contrastRatio(WHITE, theme.primary[step]), `white on primary-${step}`).toBeGreaterThanOrEqual(4.5);
    }
    // Links and headings in primary-700/800 on the page background and on white.
    expect(contrastRatio(theme.primary["700"], theme.background), "primary-700 on background").toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.primary["700"], WHITE), "primary-700 on white").toBeGreaterThanOrEqual(4.5);
    // Body text in light and dark mode; muted text.
    expect(contrastRatio(theme.text, theme.background), "text on background").toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.textDark, theme.backgroundDark), "dark text on dark background").toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.muted["700"], theme.background), "muted-700 on background").toBeGreaterThanOrEqual(4.5);
    // Dark mode links use primary-300 on the dark background.
    expect(contrastRatio(theme.primary["300"], theme.backgroundDark), "primary-300 on dark").toBeGreaterThanOrEqual(4.5);
  });
});

describe("demo conversations", () => {
  it("give the demo volunteer a thread with the demo organisation, each side with the other's last message unread", async () => {
    const rows = await t.db.all<{ email: string; unread: number; threads: number }>(sql`select u.email as email,
        count(distinct c.id) as threads,
        sum((select count(*) from conversation_messages m where m.conversation_id = c.id
          and m.sender_side != case when c.volunteer_id = u.id then 'volunteer' else 'organization' end
          and m.id > coalesce((select r.last_read_message_id from conversation_reads r
            where r.conversation_id = c.id and r.user_id = u.id), 0))) as unread
      from users u join conversations c on c.tenant_id = 'demo' and (c.volunteer_id = u.id or c.organization_id in
        (select organization_id from organization_memberships where user_id = u.id))
      where u.email in ('volunteer@demo.example.org', 'organization_superuser@demo.example.org')
      group by u.email order by u.email`);
    expect(rows.map((r) => r.email)).toEqual(["organization_superuser@demo.example.org", "volunteer@demo.example.org"]);
    for (const r of rows) {
      expect(r.threads, r.email).toBeGreaterThanOrEqual(1);
      expect(r.unread, r.email).toBeGreaterThanOrEqual(1);
    }
  });
});
