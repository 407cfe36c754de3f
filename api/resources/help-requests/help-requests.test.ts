/**
 * /api/v1/help_requests (neighbour help, ADR 0024): the feature switch per tenant, the resident's submit (422 pointers, honeypot,
 * idempotency, nothing private echoed), who may read and decide (anon, volunteer, organisation superuser, another
 * centre → 401/403/404), approve (publishes a p2p vacancy) and reject (reason required, mailed).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { helpRequests, vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { outboxOfKind } from "../applications/applications.test-helpers";
import {
  ADMIN,
  CENTER,
  decide,
  ORG_SUPERUSER,
  PUBLIC_CENTER,
  pdokDown,
  pointers,
  resident,
  setUp,
  submit,
  VOLUNTEER,
} from "./help-requests.test-helpers";

const server = pdokDown();
let h: ApiHarness;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
  await setUp(h);
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

async function pendingRequest(overrides: Record<string, unknown> = {}) {
  const r = resident(overrides);
  const res = await submit(h, r);
  expect(res.status).toBe(201);
  return { id: Number(res.body.data.id), resident: r };
}

describe("the feature switch", () => {
  it.each(["roermond", "meedoen", "demo"])("answers 404 on %s for every route", async (tenant) => {
    const post = await submit(h, resident(), { tenant });
    expect(post.status).toBe(404);
    expect((await h.json("/api/v1/help_requests", { tenant })).status).toBe(404);
    expect((await h.json("/api/v1/help_requests/1", { tenant })).status).toBe(404);
  });
});

describe("POST /api/v1/help_requests", () => {
  it("stores a pending request with the typed address while PDOK is down, mails the receipt, echoes nothing private", async () => {
    const r = resident();
    const res = await submit(h, r);
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toEqual({
      title: r.title,
      when: r.when,
      status: "pending",
      created_at: expect.any(String),
    });
    const raw = JSON.stringify(res.body);
    for (const secret of [r.street, r.postal_code, r.email, r.phone_number]) expect(raw).not.toContain(secret);
    const [row] = await h.db
      .select()
      .from(helpRequests)
      .where(eq(helpRequests.id, Number(res.body.data.id)));
    expect(row).toMatchObject({ status: "pending", street: r.street, postalCode: "8091 XQ", volunteerCenterId: 1 });
    const [mail] = await outboxOfKind(h, r.email, "help_request_received");
    expect(mail.subject).toContain(r.title);
  });

  it("the same idempotency key stores one request", async () => {
    const key = crypto.randomUUID();
    const r = resident({ idempotency_key: key });
    const first = await submit(h, r);
    const second = await submit(h, r);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.data.id).toBe(first.body.data.id);
    expect(await outboxOfKind(h, r.email, "help_request_received")).toHaveLength(1);
  });

  it("a filled honeypot answers like success and stores nothing", async () => {
    const r = resident({ website_url: "http://spam.example" });
    const res = await submit(h, r);
    expect(res.status).toBe(202);
    expect(await h.db.select().from(helpRequests).where(eq(helpRequests.email, r.email))).toHaveLength(0);
  });

  it("answers 422 with a pointer per bad field, never a 500", async () => {
    const res = await submit(h, {
      name: "",
      email: "nope",
      phone_number: "<script>",
      postal_code: "../..",
      house_number: "12; drop table",
      title: "x".repeat(500),
      description: "",
      when: "",
    });
    expect(res.status).toBe(422);
    expect(pointers(res.body)).toMatchObject({
      "/data/attributes/name": expect.any(String),
      "/data/attributes/email": expect.any(String),
      "/data/attributes/phone_number": expect.any(String),
      "/data/attributes/postal_code": expect.any(String),
      "/data/attributes/house_number": expect.any(String),
      "/data/attributes/title": expect.any(String),
      "/data/attributes/description": expect.any(String),
      "/data/attributes/when": expect.any(String),
    });
  });

  it("asks for street and city when PDOK cannot be reached and they are not typed", async () => {
    const res = await submit(h, resident({ street: "", city: "" }));
    expect(res.status).toBe(422);
    expect(pointers(res.body)).toEqual({
      "/data/attributes/street": "address_lookup_unavailable",
      "/data/attributes/city": "address_lookup_unavailable",
    });
  });

  it("limits requests per IP (429 after 10 in an hour)", async () => {
    // One fixed window for the whole test: hits on both sides of a window's edge would start a new count.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const ip = { "CF-Connecting-IP": "203.0.113.77" };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await submit(h, resident(), { headers: ip })).status);
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a body of another resource type", async () => {
    const wrong = await h.json("/api/v1/help_requests", {
      method: "POST",
      body: { data: { type: "vacancies", attributes: resident() } },
    });
    expect(wrong.status).toBe(422);
  });
});

describe("reading help requests", () => {
  it("anonymous 401, volunteer and organisation superuser 403, another centre 403, the centre and admin 200", async () => {
    const { id } = await pendingRequest();
    expect((await h.json("/api/v1/help_requests")).status).toBe(401);
    expect((await h.json(`/api/v1/help_requests/${id}`)).status).toBe(401);
    for (const email of [VOLUNTEER, ORG_SUPERUSER]) {
      const headers = await as(h, email);
      expect((await h.json("/api/v1/help_requests", { headers })).status).toBe(403);
      expect((await h.json(`/api/v1/help_requests/${id}`, { headers })).status).toBe(403);
    }
    for (const email of [CENTER, ADMIN]) {
      const headers = await as(h, email);
      const one = await h.json(`/api/v1/help_requests/${id}`, { headers });
      expect(one.status).toBe(200);
      expect(one.body.data.attributes).toMatchObject({ status: "pending", city: "Wezep", neighbourhood: "De Bongerd" });
      const list = await h.json("/api/v1/help_requests?filter[status]=pending", { headers });
      expect(list.body.data.map((r: { id: string }) => r.id)).toContain(String(id));
    }
  });

  it("another tenant's request is 404; a bad id is 404; list parameters are capped", async () => {
    const publicOne = await submit(h, resident(), { tenant: "public" });
    expect(publicOne.status).toBe(201);
    const headers = await as(h, CENTER);
    expect((await h.json(`/api/v1/help_requests/${publicOne.body.data.id}`, { headers })).status).toBe(404);
    expect((await h.json("/api/v1/help_requests/abc", { headers })).status).toBe(404);
    expect((await h.json("/api/v1/help_requests?page[size]=500", { headers })).status).toBe(400);
    expect((await h.json("/api/v1/help_requests?filter[status]=bogus", { headers })).status).toBe(400);
    // The public centre's staff read their own.
    const own = await h.json(`/api/v1/help_requests/${publicOne.body.data.id}`, {
      tenant: "public",
      headers: await as(h, PUBLIC_CENTER),
    });
    expect(own.status).toBe(200);
  });
});

describe("PATCH /api/v1/help_requests/{id}", () => {
  it("approving publishes a neighbour-help vacancy of the centre's organisation with the place only", async () => {
    const { id, resident: r } = await pendingRequest();
    const res = await decide(h, id, { status: "approved" });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({ status: "approved", vacancy_status: "published" });
    const vacancyId = res.body.data.attributes.vacancy_id;
    const [v] = await h.db.select().from(vacancies).where(eq(vacancies.id, vacancyId));
    expect(v).toMatchObject({
      status: "published",
      vacancyType: "neighbour-help",
      city: "Wezep",
      street: null,
      houseNumber: null,
      postalCode: null,
      latitude: null,
      longitude: null,
      contactEmail: null,
      contactPhone: null,
      contactPerson: null,
      organizationName: "Vrijwilligerscentrale Oldebroek",
    });
    expect(v.searchBody).toContain("Wanneer: zaterdagochtend");
    expect(v.searchBody).toContain("Buurt: De Bongerd");
    expect(JSON.stringify(v)).not.toContain(r.email);
    // Decided once.
    const again = await decide(h, id, { status: "rejected", reason: "Dubbel" });
    expect(again.status).toBe(422);
    expect(pointers(again.body)).toEqual({ "/data/attributes/status": "invalid_transition" });
  });

  it("the public tenant publishes a one-on-one vacancy", async () => {
    const made = await submit(h, resident(), { tenant: "public" });
    const res = await h.json(`/api/v1/help_requests/${made.body.data.id}`, {
      method: "PATCH",
      tenant: "public",
      headers: await as(h, PUBLIC_CENTER),
      body: { data: { type: "help_requests", id: made.body.data.id, attributes: { status: "approved" } } },
    });
    expect(res.status).toBe(200);
    const [v] = await h.db.select().from(vacancies).where(eq(vacancies.id, res.body.data.attributes.vacancy_id));
    expect(v.vacancyType).toBe("one-on-one");
  });

  it("refuses to publish text with the resident's street, postcode, e-mail or phone; corrected text is published", async () => {
    const { id, resident: r } = await pendingRequest({ description: "Ik woon aan de Zwaluwstaartpad, bel 06-12345678" });
    const leaky = await decide(h, id, {
      status: "approved",
      description: `Kom langs op ${r.street} ${r.house_number}, ${r.postal_code}. Mail ${r.email} of bel ${r.phone_number}.`,
    });
    expect(leaky.status).toBe(422);
    expect(pointers(leaky.body)).toEqual({ "/data/attributes/description": "private_details" });
    const fixed = await decide(h, id, { status: "approved", description: "Boodschappen doen, een keer per week." });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.attributes.description).toBe("Boodschappen doen, een keer per week.");
  });

  it("asks before publishing what looks like contact details: 422 contact_details per field unless publish_anyway", async () => {
    const { id, resident: r } = await pendingRequest({ description: "Bel me op 0687654321, ik ben er altijd." });
    const asked = await decide(h, id, { status: "approved", neighbourhood: "rond 8091 AB" });
    expect(asked.status).toBe(422);
    expect(pointers(asked.body)).toEqual({
      "/data/attributes/description": "contact_details",
      "/data/attributes/neighbourhood": "contact_details",
    });
    const [stillPending] = await h.db.select().from(helpRequests).where(eq(helpRequests.id, id));
    expect(stillPending).toMatchObject({ status: "pending", vacancyId: null });
    // "publish anyway" never lets the resident's own details through.
    const own = await decide(h, id, { status: "approved", when: `bel ${r.phone_number}`, publish_anyway: true });
    expect(pointers(own.body)).toEqual({ "/data/attributes/when": "private_details" });
    const anyway = await decide(h, id, { status: "approved", publish_anyway: true });
    expect(anyway.status).toBe(200);
    const [v] = await h.db.select().from(vacancies).where(eq(vacancies.id, anyway.body.data.attributes.vacancy_id));
    expect(v.searchBody).toContain("0687654321");
  });

  it("publishes a text with times, counts and dates without asking", async () => {
    const { id } = await pendingRequest({ description: "Om 10 uur, 2 keer per week, vanaf 12-03-2026." });
    const res = await decide(h, id, { status: "approved", when: "zaterdag 14 maart, 10:00" });
    expect(res.status).toBe(200);
  });

  it("rejecting needs a reason, which is mailed to the resident", async () => {
    const { id, resident: r } = await pendingRequest();
    const bare = await decide(h, id, { status: "rejected" });
    expect(bare.status).toBe(422);
    expect(pointers(bare.body)).toEqual({ "/data/attributes/reason": "blank" });
    const res = await decide(h, id, { status: "rejected", reason: "Dit is werk voor de thuiszorg." });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({
      status: "rejected",
      reason: "Dit is werk voor de thuiszorg.",
      vacancy_id: null,
    });
    const [mail] = await outboxOfKind(h, r.email, "help_request_rejected");
    expect(mail.text).toContain("Dit is werk voor de thuiszorg.");
  });

  it("only the centre decides: volunteer and organisation superuser 403; bad status 422", async () => {
    const { id } = await pendingRequest();
    expect((await decide(h, id, { status: "approved" }, VOLUNTEER)).status).toBe(403);
    expect((await decide(h, id, { status: "approved" }, ORG_SUPERUSER)).status).toBe(403);
    const bad = await decide(h, id, { status: "pending" });
    expect(bad.status).toBe(422);
    expect(pointers(bad.body)).toHaveProperty("/data/attributes/status");
  });
});
