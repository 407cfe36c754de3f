/**
 * /api/v1/images (ADR 0058): the image picker's list — the centre's image uploads and the tenant's stock images,
 * newest first, searched and paged; for everyone with `pages.manage`, page managers included; nothing of another
 * tenant or centre, no PDFs.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockImages, uploads, volunteerCenters } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const PAGES = "page_manager@oldebroek.example.org";
const CONTENT = "content_manager@oldebroek.example.org";
/** A real 3×2 GIF: its logical screen says 3 by 2. */
const GIF = Uint8Array.from(atob("R0lGODlhAwACAIAAAExpccwAACH5BAUAAAAALAAAAAADAAIAAAICjF8AOw=="), (ch) => ch.charCodeAt(0));
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

async function upload(bytes: Uint8Array<ArrayBuffer>, name: string, tenant = "oldebroek", email = CONTENT) {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  const headers = new Headers({ "X-Tenant": tenant, ...(await as(h, email)) });
  const response = await h.fetch(new Request("http://api.test/api/v1/uploads", { method: "POST", headers, body: form }));
  expect(response.status).toBe(201);
  return (await response.json<any>()).data;
}

const list = async (query: string, email: string | null = PAGES, tenant = "oldebroek") =>
  h.json(`/api/v1/images${query}`, { headers: email ? await as(h, email) : {}, tenant });

describe("GET /api/v1/images", () => {
  it("lists the centre's image uploads and the tenant's stock images together, newest first, with size and alt", async () => {
    const photo = await upload(GIF, "Zomer-feest.gif");
    await upload(PDF, "Zomer-jaarverslag.pdf");
    const auth = await as(h, CONTENT);
    const stock = await h.json("/api/v1/stock_images", {
      method: "POST",
      headers: auth,
      body: {
        data: {
          type: "stock_images",
          attributes: {
            name: "Zomerzon",
            short_description: "Zon boven de dijk",
            upload_id: Number(photo.id),
            keywords: ["zomer"],
          },
        },
      },
    });
    expect(stock.status).toBe(201);
    const elsewhere = await h.json("/api/v1/stock_images", {
      method: "POST",
      headers: auth,
      body: {
        data: {
          type: "stock_images",
          attributes: { name: "Strand", image_url: "https://images.example.org/zee.jpg", keywords: ["Zomer"] },
        },
      },
    });
    expect(elsewhere.status).toBe(201);

    const { status, body } = await list("?filter[q]=zomer");
    expect(status).toBe(200);
    expect(body.data.map((d: any) => [d.id, d.attributes.kind])).toEqual([
      [`stock_image-${elsewhere.body.data.id}`, "stock_image"],
      [`stock_image-${stock.body.data.id}`, "stock_image"],
      [`upload-${photo.id}`, "upload"],
    ]);
    const [strand, zon, file] = body.data.map((d: any) => d.attributes);
    expect(strand).toMatchObject({
      name: "Strand",
      alt: "Strand",
      url: "https://images.example.org/zee.jpg",
      width: null,
      height: null,
    });
    expect(zon).toMatchObject({ name: "Zomerzon", alt: "Zon boven de dijk", url: photo.attributes.url, width: 3, height: 2 });
    expect(file).toMatchObject({ name: "Zomer-feest.gif", alt: "Zomer-feest", url: photo.attributes.url, width: 3, height: 2 });
    expect(body.meta.record_count).toBe(3);
  });

  it("searches names, short descriptions and keywords, and pages within a capped size", async () => {
    for (const name of ["pagina-a.gif", "pagina-b.gif", "pagina-c.gif"]) await upload(GIF, name);
    const first = await list("?filter[q]=pagina&page[size]=2");
    expect(first.body.data.map((d: any) => d.attributes.name)).toEqual(["pagina-c.gif", "pagina-b.gif"]);
    expect(first.body.meta).toMatchObject({ record_count: 3, page_count: 2 });
    const second = await list("?filter[q]=pagina&page[size]=2&page[number]=2");
    expect(second.body.data.map((d: any) => d.attributes.name)).toEqual(["pagina-a.gif"]);
    // Past the last page: no rows, and still the true count.
    const past = await list("?filter[q]=pagina&page[size]=2&page[number]=5");
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ record_count: 3, page_count: 2 });
    // A wildcard in the search is a character, not a pattern.
    expect((await list("?filter[q]=%25")).body.data).toEqual([]);
    expect((await list("?filter[q]=dijk")).body.data.map((d: any) => d.attributes.name)).toEqual(["Zomerzon"]);
    expect((await list("?page[size]=49")).status).toBe(400);
    expect((await list("?page[size]=48")).status).toBe(200);
  });

  it("is for everyone who edits the centre's pages: page managers too; others 403, signed out 401", async () => {
    expect((await list("", PAGES)).status).toBe(200);
    expect((await list("", CONTENT)).status).toBe(200);
    expect((await list("", "center_superuser@oldebroek.example.org")).status).toBe(200);
    expect((await list("", "admin@oldebroek.example.org")).status).toBe(200);
    expect((await list("", "volunteer@oldebroek.example.org")).status).toBe(403);
    expect((await list("", "organization_superuser@oldebroek.example.org")).status).toBe(403);
    expect((await list("", null)).status).toBe(401);
    // Listing is all a page manager gains: the uploads themselves stay for content managers.
    expect((await h.json("/api/v1/uploads", { headers: await as(h, PAGES) })).status).toBe(403);
  });

  it("never lists another tenant's images, another centre's uploads or a PDF", async () => {
    await upload(GIF, "roermond-eigen.gif", "roermond", "content_manager@roermond.example.org");
    // The public tenant's second centre (Venlo): an upload there is not its default centre's.
    const [venlo] = await h.db.select().from(volunteerCenters).where(eq(volunteerCenters.id, 6));
    expect(venlo.tenantId).toBe("public");
    await h.db.insert(uploads).values({
      tenantId: "public",
      volunteerCenterId: venlo.id,
      name: "venlo-eigen.gif",
      contentType: "image/gif",
      byteSize: GIF.byteLength,
      storageKey: `public/${venlo.id}/${"a".repeat(32)}/venlo-eigen.gif`,
    });
    await h.db.insert(stockImages).values({ tenantId: "roermond", name: "eigen roermond", imageUrl: "https://x.example/e.jpg" });

    const names = async (email: string, tenant: string) =>
      (await list("?filter[q]=eigen", email, tenant)).body.data.map((d: any) => d.attributes.name);
    expect(await names(PAGES, "oldebroek")).toEqual([]);
    expect(await names("page_manager@public.example.org", "public")).toEqual([]);
    expect(await names("page_manager@roermond.example.org", "roermond")).toEqual(["eigen roermond", "roermond-eigen.gif"]);
    // Positive control: asked for Venlo, by one who may edit its pages, the upload is there.
    const atVenlo = await h.json("/api/v1/images?filter[q]=eigen", {
      tenant: "public",
      headers: { ...(await as(h, "admin@public.example.org")), "Volunteer-Center-Id": String(venlo.id) },
    });
    expect(atVenlo.body.data.map((d: any) => d.attributes.name)).toEqual(["venlo-eigen.gif"]);
    // PDFs are no images: not even by their own name.
    expect((await list("?filter[q]=jaarverslag")).body.data).toEqual([]);
  });
});
