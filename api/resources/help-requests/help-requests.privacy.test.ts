/**
 * Peer-to-peer privacy (PRODUCT.md): once a help request is published, no answer an anonymous caller or a
 * volunteer gets — the vacancy list and search (also for the resident's street as search text), the vacancy, the
 * centre organisation with its vacancies — contains the resident's street, house number, postcode, e-mail or phone.
 * Only when the centre accepts a volunteer's offer do both get the other's details, by e-mail, and the vacancy is
 * filled.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { applyTo, outboxOfKind } from "../applications/applications.test-helpers";
import { CENTER, decide, pdokDown, resident, setUp, submit, VOLUNTEER } from "./help-requests.test-helpers";

const server = pdokDown();
let h: ApiHarness;
const r = resident({ street: "Merelhofsteeg", house_number: "77", postal_code: "8091 ZW", phone_number: "06-55512345" });
let vacancyId: number;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
  await setUp(h);
  const made = await submit(h, r);
  const approved = await decide(h, made.body.data.id, { status: "approved" });
  vacancyId = approved.body.data.attributes.vacancy_id;
});
afterAll(async () => {
  server.close();
  await h?.dispose();
});

/** `filter[near]` by postcode while PDOK is down (the lookup is unavailable). */
const STATUS_NEAR_WITHOUT_PDOK = 200;

/** The resident's private details in every spelling an answer could carry them. */
const SECRETS = () => [
  r.street,
  "merelhof",
  `${r.street} ${r.house_number}`,
  "8091 ZW",
  "8091ZW",
  r.email,
  r.phone_number,
  "0655512345",
  "55512345",
  r.name,
];

function expectNoSecrets(raw: string, where: string) {
  for (const secret of SECRETS()) {
    expect(raw.toLowerCase().includes(secret.toLowerCase()), `${where} contains ${secret}`).toBe(false);
  }
}

describe("what anonymous callers and volunteers read", () => {
  it.each([["anonymous"], ["volunteer"]])("%s: list, search, vacancy and organisation never carry the address", async (who) => {
    const headers = who === "volunteer" ? await as(h, VOLUNTEER) : {};
    // Each answer with its exact status; the lists and searches must list the request's vacancy (positive control:
    // a page or a search that broke would pass "carries no secret" by carrying nothing).
    const paths: Array<[path: string, status: number, listsIt?: true]> = [
      ["/api/v1/vacancies", 200, true],
      ["/api/v1/vacancies?filter[vacancy_type]=neighbour-help", 200, true],
      [`/api/v1/vacancies/${vacancyId}`, 200],
      [`/api/v1/vacancies/${vacancyId}?include=organization`, 200],
      ["/api/v1/vacancies?filter[q]=boodschappen", 200, true],
      ["/api/v1/vacancies?filter[q]=Wezep&filter[near]=8091%20ZW", STATUS_NEAR_WITHOUT_PDOK],
      ["/api/v1/activity_occurrences?filter[from]=2026-01-01&filter[to]=2026-03-31", 200],
      // The iCalendar feeds (never a p2p vacancy in them) and the single-vacancy download (not an activity: 404).
      ["/api/v1/ical/activities.ics", 200],
      [`/api/v1/vacancies/${vacancyId}/ical`, 404],
    ];
    const list = await h.call("/api/v1/vacancies?filter[vacancy_type]=neighbour-help", { headers });
    const listed = (await list.json()) as { data: Array<{ id: string; attributes: Record<string, unknown> }> };
    const mine = listed.data.find((v) => v.id === String(vacancyId));
    expect(mine?.attributes).toMatchObject({ city: "Wezep", latitude: null, longitude: null });
    for (const [path, status, listsIt] of paths) {
      const res = await h.call(path, { headers });
      expect(res.status, path).toBe(status);
      const raw = await res.text();
      if (listsIt)
        expect(
          JSON.parse(raw).data.map((v: { id: string }) => v.id),
          path,
        ).toContain(String(vacancyId));
      expectNoSecrets(raw, path);
    }
    const one = await h.json(`/api/v1/vacancies/${vacancyId}`, { headers });
    expect(one.body.data.attributes).toMatchObject({ street_address: null, postal_code: null, contact_email: null });
    const orgId = one.body.data.attributes.organization_id;
    const org = await h.call(`/api/v1/organizations/${orgId}?include=vacancies`, { headers });
    expect(org.status).toBe(200);
    const orgRaw = await org.text();
    const includedVacancies = JSON.parse(orgRaw).included.filter((r: { type: string }) => r.type === "vacancies");
    expect(includedVacancies.map((v: { id: string }) => v.id)).toContain(String(vacancyId));
    expectNoSecrets(orgRaw, "organization");
  });

  it("searching for the resident's street, postcode or e-mail finds nothing; its title and place find it", async () => {
    // Positive control: the same search finds the vacancy by what is public about it.
    for (const q of ["boodschappen", "Hulp bij boodschappen", "Wezep"]) {
      const res = await h.json(`/api/v1/vacancies?filter[q]=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.map((v: { id: string }) => v.id),
        q,
      ).toContain(String(vacancyId));
    }
    for (const q of [r.street, "Merelhofsteeg 77", "8091 ZW", r.email, "55512345"]) {
      const res = await h.json(`/api/v1/vacancies?filter[q]=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.map((v: { id: string }) => v.id),
        q,
      ).not.toContain(String(vacancyId));
    }
  });
});

describe("the match", () => {
  it("a volunteer offers help; the centre accepts: both get the other's details, the vacancy is filled", async () => {
    const volunteerHeaders = await as(h, VOLUNTEER);
    const offer = await applyTo(h, vacancyId, { phone_number: "06-11122233", message: "Ik wil helpen" }, volunteerHeaders);
    expect(offer.status).toBe(201);
    // The volunteer's own application answer carries nothing of the resident.
    expectNoSecrets(JSON.stringify(offer.body), "application");
    expect(await outboxOfKind(h, VOLUNTEER, "help_match_volunteer")).toHaveLength(0);

    const accepted = await h.json(`/api/v1/applications/${offer.body.data.id}`, {
      method: "PATCH",
      headers: await as(h, CENTER),
      body: { data: { type: "applications", id: offer.body.data.id, attributes: { status: "accepted" } } },
    });
    expect(accepted.status).toBe(200);

    const [toVolunteer] = await outboxOfKind(h, VOLUNTEER, "help_match_volunteer");
    for (const detail of [r.name, "Merelhofsteeg 77 b", "8091 ZW", "Wezep", r.email, r.phone_number]) {
      expect(toVolunteer.text).toContain(detail);
    }
    const [toResident] = await outboxOfKind(h, r.email, "help_match_resident");
    for (const detail of [VOLUNTEER, "06-11122233"]) expect(toResident.text).toContain(detail);
    // The match mail replaces the plain acceptance.
    expect(await outboxOfKind(h, VOLUNTEER, "application_accepted")).toHaveLength(0);
    const [v] = await h.db.select({ status: vacancies.status }).from(vacancies).where(eq(vacancies.id, vacancyId));
    expect(v.status).toBe("filled");
    // A filled request takes no more offers.
    const late = await applyTo(h, vacancyId, { first_name: "Laat", last_name: "Komer", email: "laat@example.net" });
    expect(late.status).toBe(422);
  });

  it("the matched request answers its title, place and type to anyone (the vacancy itself is gone), never the address", async () => {
    // Before the match there is nothing to answer: the vacancy is still readable.
    const other = await submit(h, resident());
    const open = await decide(h, other.body.data.id, { status: "approved" });
    const openId = open.body.data.attributes.vacancy_id;
    expect((await h.call(`/api/v1/help_requests/matched/${openId}`)).status).toBe(404);

    for (const headers of [{}, await as(h, VOLUNTEER)]) {
      expect((await h.call(`/api/v1/vacancies/${vacancyId}`, { headers })).status).toBe(404);
      const res = await h.call(`/api/v1/help_requests/matched/${vacancyId}`, { headers });
      expect(res.status).toBe(200);
      const raw = await res.text();
      expectNoSecrets(raw, "matched");
      expect(JSON.parse(raw).data).toEqual({
        type: "matched_help_requests",
        id: String(vacancyId),
        attributes: { title: r.title, city: "Wezep", vacancy_type: "neighbour-help", status: "filled" },
      });
    }
    // An ordinary vacancy, an unknown id, another tenant: 404.
    const [plain] = await h.db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.vacancyType, "volunteering"));
    await h.db.update(vacancies).set({ status: "filled" }).where(eq(vacancies.id, plain.id));
    for (const path of [
      `/api/v1/help_requests/matched/${plain.id}`,
      "/api/v1/help_requests/matched/999999",
      "/api/v1/help_requests/matched/x",
    ]) {
      expect((await h.call(path)).status, path).toBe(404);
    }
    expect((await h.call(`/api/v1/help_requests/matched/${vacancyId}`, { tenant: "public" })).status).toBe(404);
  });
});
