/**
 * /api/v1/saved_searches (ADR 0066): own only (another user's or tenant's is a 404 before the body), the name's
 * rules and the query normalised to the search's own filters, at most SAVED_SEARCHES_PER_USER per user — the
 * 21st refused, and parallel posts at the cap store exactly up to it.
 */
import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SEARCHES_PER_USER } from "../../../contract/saved-searches";
import { postcodeCache, savedSearches, users } from "../../../db/schema";
import { pdokHandlers } from "../../../mocks/pdok";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

const STUDENT = "student@oldebroek.example.org";
const MENTOR = "mentor@oldebroek.example.org";
const server = setupServer();
let h: ApiHarness;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await h?.dispose();
});

async function userId(email: string) {
  const [u] = await h.db.select().from(users).where(eq(users.email, email));
  return u.id;
}

async function send(method: string, path: string, email: string | null, attributes?: Record<string, unknown>, tenant?: string) {
  if (method === "DELETE") {
    const response = await h.call(path, { method, tenant, headers: email ? await as(h, email) : {} });
    return { status: response.status, body: null as never };
  }
  return h.json(path, {
    method,
    tenant,
    headers: email ? await as(h, email) : {},
    body: attributes === undefined ? undefined : { data: { type: "saved_searches", attributes } },
  });
}
const create = (attributes: Record<string, unknown>, email: string | null = STUDENT) =>
  send("POST", "/api/v1/saved_searches", email, attributes);

const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));

describe("saved searches", () => {
  it("answers 401 signed out, before the body", async () => {
    expect((await create({ name: "" }, null)).status).toBe(401);
    expect((await send("GET", "/api/v1/saved_searches", null)).status).toBe(401);
  });

  it("stores the search's own filters, normalised, and lists only the user's own", async () => {
    server.use(...pdokHandlers());
    const made = await create({
      name: "  Zorg dichtbij ",
      query: "?sort=newest&q=zorg&tags=once&type=activity&postcode=8096 cp&radius=20&page=3&size=48&view=map&evil=1&tags=nope",
    });
    expect(made.status).toBe(201);
    expect(made.body.data.attributes).toMatchObject({
      name: "Zorg dichtbij",
      query: "q=zorg&type=activity&tags=once&postcode=8096CP&radius=20",
    });
    // The postcode's place is kept for the digest.
    expect(await h.db.select().from(postcodeCache).where(eq(postcodeCache.postalCode, "8096CP"))).toHaveLength(1);
    const mine = await send("GET", "/api/v1/saved_searches", STUDENT);
    // The seed's own search first (db/seed/users.ts), then this one.
    expect(mine.body.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual([
      "Eenmalige klussen",
      "Zorg dichtbij",
    ]);
    const theirs = await send("GET", "/api/v1/saved_searches", MENTOR);
    expect(theirs.body.data).toEqual([]);
  });

  it("refuses a missing or too long name, a too long query and an unknown postcode with pointers", async () => {
    server.use(...pdokHandlers());
    expect(pointers((await create({ name: " ", query: "" })).body)).toEqual({ "/data/attributes/name": "too_small" });
    expect(pointers((await create({ name: "x".repeat(101), query: "q=a" })).body)).toEqual({
      "/data/attributes/name": "too_big",
    });
    expect(pointers((await create({ name: "Lang", query: `q=${"a".repeat(2001)}` })).body)).toEqual({
      "/data/attributes/query": "too_big",
    });
    const unknown = await create({ name: "Nergens", query: "postcode=9999ZZ" });
    expect(unknown.status).toBe(422);
    expect(pointers(unknown.body)).toEqual({ "/data/attributes/query": "unknown_postal_code" });
  });

  it("renames and deletes the own only: another user's or tenant's is a 404 before the body", async () => {
    const made = await create({ name: "Eerst", query: "q=tuin" });
    const path = `/api/v1/saved_searches/${made.body.data.id}`;
    // Another user, even with a malformed body: 404, not 422.
    expect((await send("PATCH", path, MENTOR, { name: "" })).status).toBe(404);
    expect((await send("PATCH", path, MENTOR, { name: "Van mij" })).status).toBe(404);
    expect((await send("DELETE", path, MENTOR)).status).toBe(404);
    expect((await send("PATCH", path, "volunteer@roermond.example.org", { name: "Van mij" }, "roermond")).status).toBe(404);
    expect((await send("PATCH", "/api/v1/saved_searches/99999", STUDENT, { name: "x" })).status).toBe(404);

    expect(pointers((await send("PATCH", path, STUDENT, { name: "" })).body)).toEqual({ "/data/attributes/name": "too_small" });
    const renamed = await send("PATCH", path, STUDENT, { name: "Tuinieren" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes).toMatchObject({ name: "Tuinieren", query: "q=tuin" });
    expect((await send("DELETE", path, STUDENT)).status).toBe(204);
    expect((await send("DELETE", path, STUDENT)).status).toBe(404);
  });

  it(`refuses one more than ${SAVED_SEARCHES_PER_USER}, and parallel posts at the cap store up to it`, async () => {
    const mentor = await userId(MENTOR);
    await h.db.delete(savedSearches).where(eq(savedSearches.userId, mentor));
    for (let i = 0; i < SAVED_SEARCHES_PER_USER - 2; i++) {
      expect((await create({ name: `Zoek ${i}`, query: `q=w${i}` }, MENTOR)).status).toBe(201);
    }
    const headers = await as(h, MENTOR);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        h.json("/api/v1/saved_searches", {
          method: "POST",
          headers,
          body: { data: { type: "saved_searches", attributes: { name: `Tegelijk ${i}`, query: "" } } },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(4);
    expect(refused[0].body.errors[0]).toMatchObject({ code: "limit_reached", source: { pointer: "/data" } });
    expect(await h.db.select().from(savedSearches).where(eq(savedSearches.userId, mentor))).toHaveLength(SAVED_SEARCHES_PER_USER);
    const twentyFirst = await create({ name: "Nog een", query: "q=meer" }, MENTOR);
    expect(twentyFirst.status).toBe(422);
  });
});
