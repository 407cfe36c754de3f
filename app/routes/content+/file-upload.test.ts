/**
 * /content/file-upload's action through the real load context and the in-process API on a real local D1: a
 * multipart post without JavaScript uploads the file, a refused file comes back on the `file` field with the API's
 * message key, a body too large is answered before it is read, and a delete of a file in use says where.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentBlocks, pages } from "../../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../../tests/setup/load-context";
import { action, loader } from "./file-upload";

const SITE = "http://oldebroek.localhost";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);

let database: TestDatabase;
let route: RouteHarness;
let cookie: string;
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database, SITE);
  ({ cookie } = await route.signedIn("content_manager@oldebroek.example.org"));
});
afterAll(() => database?.dispose());

async function post(body: FormData | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}/content/file-upload`, {
    method: "POST",
    headers: { Origin: SITE, Cookie: cookie, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  try {
    return await action({ request, context: await route.contextFor(request), params: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const fileForm = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
  const form = new FormData();
  form.set("file", new File([bytes], name));
  return form;
};

describe("/content/file-upload", () => {
  it("uploads a file from a plain multipart form and lists it", async () => {
    const answer = await post(fileForm(PNG, "Vrijwilligers.png"));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/content/file-upload");
    const data = await route.load(loader, "/content/file-upload?q=vrijwilligers", { cookie });
    expect(data.uploads.map((u) => u.name)).toEqual(["Vrijwilligers.png"]);
    expect(data.uploads[0].url).toMatch(/^\/api\/v1\/files\//);
  });

  it("puts a refused file's message key on the file field", async () => {
    const answer = await post(fileForm(new TextEncoder().encode("<html></html>"), "foto.jpg"));
    expect(answer).not.toBeInstanceOf(Response);
    const reply = (answer as { reply: { error: Record<string, string[]> } }).reply;
    expect(reply.error.file).toEqual(["validation:upload.unsupportedType"]);
    const empty = (await post(fileForm(new Uint8Array(), "leeg.png"))) as { reply: { error: Record<string, string[]> } };
    expect(empty.reply.error.file).toEqual(["validation:upload.required"]);
  });

  it("answers a body over the limit without reading it", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65536;
        controller.enqueue(new Uint8Array(65536));
      },
    });
    const answer = await post(stream, {
      "Content-Type": "multipart/form-data; boundary=x",
      "Content-Length": String(50 * 1024 * 1024),
    });
    expect(answer).toEqual({ kind: "upload", tooLarge: 'validation:upload.fileTooLarge|{"maximum":10}' });
    expect(pulled).toBeLessThanOrEqual(128 * 1024);
  });

  it("asks for the confirmation, then refuses to delete a file a page shows, naming the page", async () => {
    await post(fileForm(PNG, "gebruikt.png"));
    const { uploads } = await route.load(loader, "/content/file-upload?q=gebruikt", { cookie });
    const [page] = await database.db.select().from(pages).limit(1);
    await database.db
      .insert(contentBlocks)
      .values({ tenantId: page.tenantId, pageId: page.id, position: 50, blockType: "image", props: { image: uploads[0].url } });
    const form = new FormData();
    form.set("intent", "delete");
    form.set("id", uploads[0].id);
    const unconfirmed = await post(form);
    expect(unconfirmed).toEqual({ kind: "delete", id: uploads[0].id, unconfirmed: true });
    form.set("confirm", "on");
    const refused = (await post(form)) as { refused: string };
    expect(refused.refused).toBe(`validation:upload.inUse|${JSON.stringify({ pages: page.title })}`);
  });
});
