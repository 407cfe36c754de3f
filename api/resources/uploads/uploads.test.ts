import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BODY_BYTES } from "../../../contract/uploads";
import { contentBlocks, pages, uploads } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const CONTENT = "content_manager@oldebroek.example.org";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const text = (s: string) => new TextEncoder().encode(s);
/** A real 3×2 PNG (as libvips wrote it): its IHDR says 3 by 2. */
const REAL_PNG = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8AAQVDqDAMDADSsBMlTWEdmAAAAAElFTkSuQmCC",
  ),
  (ch) => ch.charCodeAt(0),
);

async function headersFor(email: string | null, tenant = "oldebroek") {
  const headers = new Headers({ "X-Tenant": tenant });
  if (email) for (const [k, v] of Object.entries(await as(h, email))) headers.set(k, v);
  return headers;
}

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  options: { as?: string | null; type?: string; tenant?: string } = {},
) {
  const form = new FormData();
  form.set("file", new File([bytes], name, { type: options.type ?? "application/octet-stream" }));
  const headers = await headersFor(options.as === undefined ? CONTENT : options.as, options.tenant);
  const response = await h.fetch(new Request("http://api.test/api/v1/uploads", { method: "POST", headers, body: form }));
  return { status: response.status, body: await response.json<any>() };
}

const countUploads = async () => (await h.db.select({ n: sql<number>`count(*)` }).from(uploads))[0].n;
const bucketKeys = async () => (await h.env.UPLOADS.list()).objects.map((o) => o.key);
const serve = (url: string, tenant: string | null = "oldebroek") =>
  h.fetch(new Request(`http://api.test${url}`, { headers: tenant ? { "X-Tenant": tenant } : {} }));

/** A body of `size` bytes made on demand, counting how much of it the server pulled. */
function lazyBody(size: number) {
  const chunk = new Uint8Array(64 * 1024);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= size) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

describe("POST /api/v1/uploads", () => {
  it("stores an image under the tenant and centre, answers its row and serves it with its own type, for good", async () => {
    const { status, body } = await upload(PNG, "Zomer feest!.png");
    expect(status).toBe(201);
    const attributes = body.data.attributes;
    expect(attributes).toMatchObject({ name: "Zomer-feest.png", content_type: "image/png", byte_size: PNG.byteLength });
    expect(attributes.uploaded_by_name).toBe("Carla Content");
    expect(attributes.url).toMatch(/^\/api\/v1\/files\/\d+\/[0-9a-f]{32}\/Zomer-feest\.png$/);
    const [row] = await h.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, Number(body.data.id)));
    expect(row.storageKey.startsWith(`oldebroek/${row.volunteerCenterId}/`)).toBe(true);
    expect(await bucketKeys()).toContain(row.storageKey);

    const served = await serve(attributes.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // An <img> sends no X-Tenant: the host names the tenant, as for a page.
    const byHost = await h.fetch(new Request(`http://oldebroek.localhost${attributes.url}`));
    expect(byHost.status).toBe(200);
  });

  it("answers an image's width and height read from its bytes, stored on its row; null for a PDF or a header that lies", async () => {
    const png = await upload(REAL_PNG, "klein.png");
    expect(png.status).toBe(201);
    expect(png.body.data.attributes).toMatchObject({ width: 3, height: 2 });
    const [row] = await h.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, Number(png.body.data.id)));
    expect(row).toMatchObject({ width: 3, height: 2 });
    const svg = await upload(
      text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="1"/></svg>'),
      "l.svg",
    );
    expect(svg.body.data.attributes).toMatchObject({ width: 640, height: 480 });
    // A PNG cut off inside its header, a PNG claiming 0 × 0, and a PDF: stored, without a size, never a 500.
    const cut = await upload(REAL_PNG.slice(0, 20), "kapot.png");
    expect(cut.status).toBe(201);
    expect(cut.body.data.attributes).toMatchObject({ width: null, height: null });
    const zero = REAL_PNG.slice();
    zero.fill(0, 16, 24);
    expect((await upload(zero, "nul.png")).body.data.attributes).toMatchObject({ width: null, height: null });
    const pdf = await upload(PDF, "brief.pdf");
    expect(pdf.body.data.attributes).toMatchObject({ width: null, height: null });
    // The list and the single answer say the same.
    const auth = await as(h, CONTENT);
    const one = await h.json(`/api/v1/uploads/${png.body.data.id}`, { headers: auth });
    expect(one.body.data.attributes).toMatchObject({ width: 3, height: 2 });
    const listed = await h.json("/api/v1/uploads?filter[q]=klein", { headers: auth });
    expect(listed.body.data[0].attributes).toMatchObject({ width: 3, height: 2 });
  });

  it("takes the type from the bytes, not the declared type; a PDF downloads under a safe name", async () => {
    const { status, body } = await upload(PDF, 'jaar"verslag\r\n.pdf', { type: "image/jpeg" });
    expect(status).toBe(201);
    expect(body.data.attributes.content_type).toBe("application/pdf");
    const served = await serve(body.data.attributes.url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe('attachment; filename="jaar-verslag.pdf"');
  });

  it("refuses bytes that are none of the kinds, and a name that says another kind than the bytes (nothing stored)", async () => {
    const before = await countUploads();
    const renamedScript = await upload(text("<html><script>alert(1)</script></html>"), "photo.jpg", { type: "image/jpeg" });
    expect(renamedScript.status).toBe(422);
    expect(renamedScript.body.errors[0]).toMatchObject({
      code: "unsupported_type",
      source: { pointer: "/data/attributes/file" },
      meta: { message: "validation:upload.unsupportedType" },
    });
    const pngNamedJpeg = await upload(PNG, "photo.jpg", { type: "image/jpeg" });
    expect(pngNamedJpeg.status).toBe(422);
    expect(pngNamedJpeg.body.errors[0].code).toBe("name_mismatch");
    expect(pngNamedJpeg.body.errors[0].detail).toContain("JPEG");
    const pdfNamedPng = await upload(PDF, "scan.png");
    expect(pdfNamedPng.body.errors[0].code).toBe("name_mismatch");
    const empty = await upload(new Uint8Array(), "empty.png");
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].code).toBe("required");
    expect(await countUploads()).toBe(before);
    // Positive control: the same JPEG bytes under a JPEG name are taken.
    expect((await upload(JPEG, "photo.jpg")).status).toBe(201);
  });

  it("refuses an image of 5 MB or more with SPEC §5's message, in both languages' keys", async () => {
    const before = await countUploads();
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(JPEG);
    const { status, body } = await upload(big, "groot.jpg");
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({
      code: "too_large",
      detail: "Image size must be smaller than 5 MB",
      source: { pointer: "/data/attributes/file" },
      meta: { message: 'validation:upload.imageTooLarge|{"maximum":5}' },
    });
    expect(await countUploads()).toBe(before);
    const justUnder = big.slice(0, MAX_IMAGE_BYTES);
    expect((await upload(justUnder, "net.jpg")).status).toBe(201);
  });

  it("refuses a 50 MB body before reading it, declared or streamed, and stores nothing", async () => {
    const before = await countUploads();
    const keys = (await bucketKeys()).length;
    const fifty = 50 * 1024 * 1024;
    const headers = await headersFor(CONTENT);
    headers.set("Content-Type", "multipart/form-data; boundary=x");

    const declared = lazyBody(fifty);
    headers.set("Content-Length", String(fifty));
    const init = { method: "POST", headers, body: declared.stream, duplex: "half" } as RequestInit;
    const refused = await h.fetch(new Request("http://api.test/api/v1/uploads", init));
    expect(refused.status).toBe(422);
    expect((await refused.json<any>()).errors[0]).toMatchObject({
      code: "too_large",
      source: { pointer: "/data/attributes/file" },
    });
    expect(declared.counter.pulled).toBeLessThanOrEqual(128 * 1024);

    const streamed = lazyBody(fifty);
    headers.delete("Content-Length");
    const chunked = await h.fetch(
      new Request("http://api.test/api/v1/uploads", {
        method: "POST",
        headers,
        body: streamed.stream,
        duplex: "half",
      } as RequestInit),
    );
    expect(chunked.status).toBe(422);
    expect(streamed.counter.pulled).toBeLessThan(MAX_UPLOAD_BODY_BYTES + 256 * 1024);
    expect(await countUploads()).toBe(before);
    expect((await bucketKeys()).length).toBe(keys);
  });

  it("refuses an SVG with script, event handlers or foreign links; serves an inert one as a picture that runs nothing", async () => {
    const hostile = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/track.png"/></svg>',
      '<!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a xlink:href="&#106;avascript:alert(1)"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="href" to="javascript:alert(1)"/></svg>',
    ];
    for (const svg of hostile) {
      const { status, body } = await upload(text(svg), "logo.svg", { type: "image/svg+xml" });
      expect(status, svg).toBe(422);
      expect(body.errors[0].code, svg).toBe("active_content");
    }
    const inert = await upload(
      text(
        '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0a0"/></svg>',
      ),
      "logo.svg",
    );
    expect(inert.status).toBe(201);
    const served = await serve(inert.body.data.attributes.url);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("lets content managers, centre superusers and admins upload; others never reach the body", async () => {
    const fifty = lazyBody(50 * 1024 * 1024);
    const volunteer = await headersFor("volunteer@oldebroek.example.org");
    volunteer.set("Content-Type", "multipart/form-data; boundary=x");
    const init = { method: "POST", headers: volunteer, body: fifty.stream, duplex: "half" } as RequestInit;
    expect((await h.fetch(new Request("http://api.test/api/v1/uploads", init))).status).toBe(403);
    expect(fifty.counter.pulled).toBeLessThanOrEqual(128 * 1024);
    expect((await upload(PNG, "a.png", { as: null })).status).toBe(401);
    expect((await upload(PNG, "a.png", { as: "page_manager@oldebroek.example.org" })).status).toBe(403);
    expect((await upload(PNG, "a.png", { as: "organization_superuser@oldebroek.example.org" })).status).toBe(403);
    expect((await upload(PNG, "a.png", { as: "center_superuser@oldebroek.example.org" })).status).toBe(201);
    expect((await upload(PNG, "a.png", { as: "admin@oldebroek.example.org" })).status).toBe(201);
  });
});

describe("GET /api/v1/uploads", () => {
  it("lists the centre's files newest first, searched by name, a page at a time", async () => {
    await upload(PNG, "zoekbaar-een.png");
    await upload(PNG, "zoekbaar-twee.png");
    const auth = await as(h, CONTENT);
    const found = await h.json("/api/v1/uploads?filter[q]=zoekbaar&page[size]=1", { headers: auth });
    expect(found.status).toBe(200);
    expect(found.body.meta.record_count).toBe(2);
    expect(found.body.data.map((d: any) => d.attributes.name)).toEqual(["zoekbaar-twee.png"]);
    expect(decodeURIComponent(found.body.links.next)).toContain("page[number]=2");
    const none = await h.json("/api/v1/uploads?filter[q]=bestaat-niet", { headers: auth });
    expect(none.body.data).toEqual([]);
    const tooBig = await h.json("/api/v1/uploads?page[size]=101", { headers: auth });
    expect(tooBig.status).toBe(400);
    expect((await h.json("/api/v1/uploads", { headers: await as(h, "page_manager@oldebroek.example.org") })).status).toBe(403);
  });
});

describe("another tenant's files", () => {
  it("answers 404 for its file URL, its id and its delete; and lists nothing of it", async () => {
    const mine = await upload(PNG, "eigen.png");
    const url = mine.body.data.attributes.url;
    const id = mine.body.data.id;
    expect((await serve(url, "roermond")).status).toBe(404);
    expect((await h.fetch(new Request(`http://roermond.localhost${url}`))).status).toBe(404);
    const theirs = await as(h, "admin@roermond.example.org");
    expect((await h.json(`/api/v1/uploads/${id}`, { tenant: "roermond", headers: theirs })).status).toBe(404);
    expect((await h.call(`/api/v1/uploads/${id}`, { method: "DELETE", tenant: "roermond", headers: theirs })).status).toBe(404);
    const list = await h.json("/api/v1/uploads?filter[q]=eigen", { tenant: "roermond", headers: theirs });
    expect(list.body.data).toEqual([]);
    // Positive control: at home the file is served and found.
    expect((await serve(url)).status).toBe(200);
    expect((await h.json(`/api/v1/uploads/${id}`, { headers: await as(h, CONTENT) })).status).toBe(200);
  });
});

describe("DELETE /api/v1/uploads/:id", () => {
  it("is refused while a page's block shows the file, naming the page; then deletes row and object", async () => {
    const { body } = await upload(PNG, "in-gebruik.png");
    const { id, attributes } = body.data;
    const [page] = await h.db.select().from(pages).where(eq(pages.tenantId, "oldebroek")).limit(1);
    const [block] = await h.db
      .insert(contentBlocks)
      .values({
        tenantId: "oldebroek",
        pageId: page.id,
        position: 99,
        blockType: "image",
        props: { imageUrl: attributes.url, alt: "" },
      })
      .returning();
    const auth = await as(h, CONTENT);
    const refused = await h.json(`/api/v1/uploads/${id}`, { method: "DELETE", headers: auth });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: "in_use",
      source: { pointer: "/data" },
      meta: { used_by: [page.title] },
    });
    expect(refused.body.errors[0].detail).toContain(page.title);
    expect((await serve(attributes.url)).status).toBe(200);

    await h.db.delete(contentBlocks).where(eq(contentBlocks.id, block.id));
    const results = await Promise.all([1, 2].map(() => h.call(`/api/v1/uploads/${id}`, { method: "DELETE", headers: auth })));
    expect(results.map((r) => r.status).sort()).toEqual([204, 404]);
    expect((await serve(attributes.url)).status).toBe(404);
    expect(await bucketKeys()).not.toContain(
      `oldebroek/${attributes.volunteer_center_id}/${attributes.url.split("/")[5]}/in-gebruik.png`,
    );
  });

  it("is for content managers of the file's centre", async () => {
    const { body } = await upload(PNG, "rechten.png");
    expect((await h.call(`/api/v1/uploads/${body.data.id}`, { method: "DELETE" })).status).toBe(401);
    const volunteer = await as(h, "volunteer@oldebroek.example.org");
    expect((await h.call(`/api/v1/uploads/${body.data.id}`, { method: "DELETE", headers: volunteer })).status).toBe(403);
    expect((await h.call("/api/v1/uploads/abc", { method: "DELETE", headers: await as(h, CONTENT) })).status).toBe(404);
  });
});
