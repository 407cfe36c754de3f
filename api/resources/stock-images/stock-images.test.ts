import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const CONTENT = "content_manager@oldebroek.example.org";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

const doc = (attributes: Record<string, unknown>) => ({ data: { type: "stock_images", attributes } });

async function create(attributes: Record<string, unknown>, email: string | null = CONTENT, tenant = "oldebroek") {
  const headers = email ? await as(h, email) : {};
  return h.json("/api/v1/stock_images", { method: "POST", body: doc(attributes), headers, tenant });
}

async function uploaded(bytes: Uint8Array<ArrayBuffer>, name: string, email = CONTENT, tenant = "oldebroek") {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  const headers = new Headers({ "X-Tenant": tenant, ...(await as(h, email)) });
  const response = await h.fetch(new Request("http://api.test/api/v1/uploads", { method: "POST", headers, body: form }));
  return (await response.json<any>()).data;
}

describe("the stock image library", () => {
  it("answers the width and height of its upload; null for an image elsewhere", async () => {
    const real = Uint8Array.from(atob("R0lGODlhAwACAIAAAExpccwAACH5BAUAAAAALAAAAAADAAIAAAICjF8AOw=="), (ch) => ch.charCodeAt(0));
    const file = await uploaded(real, "maat.gif");
    expect(file.attributes).toMatchObject({ width: 3, height: 2 });
    const ours = await create({ name: "Afmeting", upload_id: Number(file.id) });
    expect(ours.status).toBe(201);
    expect(ours.body.data.attributes).toMatchObject({ image_url: file.attributes.url, width: 3, height: 2 });
    const auth = await as(h, CONTENT);
    const shown = await h.json(`/api/v1/stock_images/${ours.body.data.id}`, { headers: auth });
    expect(shown.body.data.attributes).toMatchObject({ width: 3, height: 2 });
    const listed = await h.json("/api/v1/stock_images?filter[keyword]=afmeting", { headers: auth });
    expect(listed.body.data[0].attributes).toMatchObject({ width: 3, height: 2 });
    const elsewhere = await create({ name: "Elders", image_url: "https://images.example.org/a.jpg" });
    expect(elsewhere.body.data.attributes).toMatchObject({ width: null, height: null });
  });

  it("creates an image from an upload, shows its URL, finds it by keyword and edits and deletes it", async () => {
    const file = await uploaded(PNG, "strand.png");
    const created = await create({
      name: "Strand",
      description: "Vrijwilligers ruimen het strand op",
      short_description: "Strand opruimen",
      upload_id: Number(file.id),
      keywords: ["Natuur", " strand ", "natuur"],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: "Strand",
      short_description: "Strand opruimen",
      image: Number(file.id),
      image_url: file.attributes.url,
      keywords: ["natuur", "strand"],
    });
    const id = created.body.data.id;
    const auth = await as(h, CONTENT);

    const byKeyword = await h.json("/api/v1/stock_images?filter[keyword]=NAT", { headers: auth });
    expect(byKeyword.status).toBe(200);
    expect(byKeyword.body.data.map((d: any) => d.id)).toContain(id);
    const none = await h.json("/api/v1/stock_images?filter[keyword]=sport", { headers: auth });
    expect(none.body.data.map((d: any) => d.id)).not.toContain(id);

    const edited = await h.json(`/api/v1/stock_images/${id}`, {
      method: "PATCH",
      headers: auth,
      body: {
        data: {
          type: "stock_images",
          id,
          attributes: { name: "Strand 2", image_url: "https://images.example.org/a.jpg", keywords: ["sport"] },
        },
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes).toMatchObject({
      name: "Strand 2",
      image: null,
      image_url: "https://images.example.org/a.jpg",
      keywords: ["sport"],
    });
    expect(
      (await h.json("/api/v1/stock_images?filter[keyword]=sport", { headers: auth })).body.data.map((d: any) => d.id),
    ).toContain(id);

    expect((await h.call(`/api/v1/stock_images/${id}`, { method: "DELETE", headers: auth })).status).toBe(204);
    expect((await h.json(`/api/v1/stock_images/${id}`, { headers: auth })).status).toBe(404);
  });

  it("keeps an upload a stock image shows: deleting it is refused, naming the image", async () => {
    const file = await uploaded(PNG, "bos.png");
    await create({ name: "Bos", upload_id: Number(file.id), keywords: ["natuur"] });
    const refused = await h.json(`/api/v1/uploads/${file.id}`, { method: "DELETE", headers: await as(h, CONTENT) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].meta.used_by).toEqual(["Bos"]);
  });

  it("answers 422 with a pointer per bad field", async () => {
    const pdf = await uploaded(PDF, "folder.pdf");
    const bad = await create({ name: " ", image_url: "geen url", keywords: ["x".repeat(51)] });
    expect(bad.status).toBe(422);
    const pointers = bad.body.errors.map((e: any) => e.source.pointer).sort();
    expect(pointers).toEqual(["/data/attributes/image_url", "/data/attributes/keywords/0", "/data/attributes/name"]);
    const notAnImage = await create({ name: "Folder", upload_id: Number(pdf.id) });
    expect(notAnImage.status).toBe(422);
    expect(notAnImage.body.errors[0].source.pointer).toBe("/data/attributes/upload_id");
    const unknown = await create({ name: "Weg", upload_id: 999999 });
    expect(unknown.body.errors[0].source.pointer).toBe("/data/attributes/upload_id");
    // An address is an http(s) URL or a path on this site (what a page's image field takes), nothing else.
    for (const url of [
      "javascript:alert(1)",
      "//evil.example/a.png",
      "data:image/png;base64,AAAA",
      "ftp://x.example/a.png",
      "/a b.png",
    ]) {
      const refused = await create({ name: "Adres", image_url: url });
      expect(refused.status, url).toBe(422);
      expect(refused.body.errors[0].source.pointer, url).toBe("/data/attributes/image_url");
    }
    const onSite = await create({ name: "Hier", image_url: "/demo/images/garden.svg" });
    expect(onSite.status).toBe(201);
    expect(onSite.body.data.attributes).toMatchObject({ image_url: "/demo/images/garden.svg", width: null, height: null });
  });

  it("is for content managers, centre superusers and admins; guards come before the body", async () => {
    expect((await create({ name: "" }, null)).status).toBe(401);
    expect((await create({ name: "" }, "volunteer@oldebroek.example.org")).status).toBe(403);
    expect((await create({ name: "" }, "page_manager@oldebroek.example.org")).status).toBe(403);
    expect((await create({ name: "Van de centrale" }, "center_superuser@oldebroek.example.org")).status).toBe(201);
    expect((await create({ name: "Van de beheerder" }, "admin@oldebroek.example.org")).status).toBe(201);
    const list = await h.json("/api/v1/stock_images", { headers: await as(h, "volunteer@oldebroek.example.org") });
    expect(list.status).toBe(403);
  });

  it("is one library per tenant: another tenant's images and uploads are unknown there", async () => {
    const mine = await create({ name: "Alleen Oldebroek", keywords: ["uniek"] });
    const id = mine.body.data.id;
    const theirs = await as(h, "admin@roermond.example.org");
    expect((await h.json(`/api/v1/stock_images/${id}`, { tenant: "roermond", headers: theirs })).status).toBe(404);
    const patch = await h.json(`/api/v1/stock_images/${id}`, {
      method: "PATCH",
      tenant: "roermond",
      headers: theirs,
      body: doc({ name: "Gekaapt" }),
    });
    expect(patch.status).toBe(404);
    expect((await h.call(`/api/v1/stock_images/${id}`, { method: "DELETE", tenant: "roermond", headers: theirs })).status).toBe(
      404,
    );
    const search = await h.json("/api/v1/stock_images?filter[keyword]=uniek", { tenant: "roermond", headers: theirs });
    expect(search.body.data).toEqual([]);
    const file = await uploaded(PNG, "thuis.png");
    const foreignUpload = await create({ name: "Vreemd", upload_id: Number(file.id) }, "admin@roermond.example.org", "roermond");
    expect(foreignUpload.status).toBe(422);
    // Positive control: at home it is found.
    expect(
      (await h.json("/api/v1/stock_images?filter[keyword]=uniek", { headers: await as(h, CONTENT) })).body.data,
    ).toHaveLength(1);
  });
});
