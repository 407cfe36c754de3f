/**
 * GET /api/v1/vacancies as a search: full text (prefix terms, bm25 ranking, diacritics, hostile FTS syntax), each
 * filter alone and combined, paging at the edges. Distance: vacancies.near.test.ts. Each test's rows carry a word
 * no other row has, so the seed's vacancies never count.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { addVacancy, ids, organizationsOf, pointers, removeVacancies } from "./vacancies.test-helpers";

let h: ApiHarness;
let org: number;
let other: number;
const added: number[] = [];
beforeAll(async () => {
  h = await createApiHarness();
  const orgs = await organizationsOf(h, "organization_superuser@oldebroek.example.org", "oldebroek");
  org = orgs.other;
  other = orgs.approved.find((id) => id !== org) as number;
});
afterAll(async () => {
  await removeVacancies(h, added);
  await h?.dispose();
});

const add = async (values: Parameters<typeof addVacancy>[2], organizationId = org) => {
  const id = await addVacancy(h, organizationId, values);
  added.push(id);
  return id;
};
const search = (params: string, tenant?: string) => h.json(`/api/v1/vacancies?${params}`, { tenant });

describe("full text", () => {
  it("matches prefixes in title, description, organisation and place, the title ranked first", async () => {
    const inBody = await add({ title: "Chauffeur", searchBody: "Je rijdt met de kwartelkoningbus door het dorp." });
    const inTitle = await add({ title: "Kwartelkoning-tuinman gezocht" });
    const inBoth = await add({ title: "Kwartelkoning maatje", searchBody: "Kwartelkoning kwartelkoning" });
    const { status, body } = await search("filter[q]=kwartelk");
    expect(status).toBe(200);
    expect(ids(body)).toEqual([inBoth, inTitle, inBody]);
    expect(body.meta.record_count).toBe(3);
    // Newest first when asked, whatever the rank.
    expect(ids((await search("filter[q]=kwartelk&sort=newest")).body)).toEqual([inBoth, inTitle, inBody]);
    expect(ids((await search("filter[q]=kwartelkoningbus")).body)).toEqual([inBody]);
  });

  it("folds diacritics and case both ways; every word must match", async () => {
    const cafe = await add({ title: "Café-medewerker Zeebriesje", searchBody: "Koffie schenken in het dorpshuis." });
    expect(ids((await search("filter[q]=cafe%20ZEEBRIES")).body)).toEqual([cafe]);
    expect(ids((await search("filter[q]=caf%C3%A9%20zeebr")).body)).toEqual([cafe]);
    expect(ids((await search("filter[q]=zeebries%20nergensniet")).body)).toEqual([]);
  });

  it("treats quotes, *, NEAR, AND/OR/NOT, - and parentheses as text, never an SQL error", async () => {
    const id = await add({ title: "Ooievaarsnest bouwer", searchBody: "NEAR het water, (met) - haakjes" });
    const hostile = [
      '"ooievaar',
      'ooievaar"',
      "ooievaar*",
      "*",
      "NEAR(ooievaar",
      "ooievaar NEAR/2 nest",
      "-ooievaar",
      "(ooievaar",
      "ooievaar)",
      "ooievaar AND OR NOT",
      "title:ooievaar",
      "^ooievaar",
      '""',
      "()",
      "'; drop table vacancies; --",
      "ooievaar\u0000",
      "🦩 ooievaar",
    ];
    for (const q of hostile) {
      const { status, body } = await search(`filter[q]=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(Array.isArray(body.data), q).toBe(true);
    }
    expect(ids((await search(`filter[q]=${encodeURIComponent('"ooievaar')}`)).body)).toEqual([id]);
    expect(ids((await search(`filter[q]=${encodeURIComponent("(ooievaar")}`)).body)).toEqual([id]);
    // A query of only syntax searches nothing, so it filters nothing (the other filters still apply).
    const onlySyntax = await search(`filter[q]=${encodeURIComponent('"*()')}&filter[organization_id]=${org}`);
    expect(onlySyntax.body.data.map((r: { id: string }) => Number(r.id))).toContain(id);
  });

  it("searches the tenant's own index: another tenant's search never finds its vacancies", async () => {
    const id = await add({
      title: "Gruttoteller",
      searchBody: "Tellen in de wei.",
      organizationName: "Weidevogels",
      city: "Wezep",
    });
    expect(ids((await search("filter[q]=gruttoteller")).body)).toEqual([id]);
    expect(ids((await search("filter[q]=gruttoteller%20oldebroek")).body)).toEqual([]);
    for (const tenant of ["public", "roermond", "demo"])
      expect(ids((await search("filter[q]=gruttoteller", tenant)).body)).toEqual([]);
  });

  it("cuts a very long query instead of failing", async () => {
    const { status } = await search(`filter[q]=${"lang ".repeat(300)}`);
    expect(status).toBe(200);
  });
});

describe("filters", () => {
  it("filters on type, tags (all), age groups (any) and organisation, alone and combined", async () => {
    const word = "fuutfilter";
    const a = await add({ title: `${word} a`, vacancyType: "volunteering", tags: ["once", "free"], ageGroupIds: [1, 2] });
    const b = await add({ title: `${word} b`, vacancyType: "activity", tags: ["once"], ageGroupIds: [5] });
    const c = await add({ title: `${word} c`, vacancyType: "language", tags: ["free", "regularly"], ageGroupIds: [] }, other);
    const q = `filter[q]=${word}`;
    const got = async (params: string) => ids((await search(`${q}&${params}&sort=newest`)).body).sort((x, y) => x - y);
    expect(await got("filter[vacancy_type]=activity")).toEqual([b]);
    expect(await got("filter[vacancy_type]=activity,language")).toEqual([b, c]);
    expect(await got("filter[tags]=once")).toEqual([a, b]);
    expect(await got("filter[tags]=once,free")).toEqual([a]);
    expect(await got("filter[tags]=free")).toEqual([a, c]);
    expect(await got("filter[age_group_ids]=2")).toEqual([a]);
    expect(await got("filter[age_group_ids]=2,5")).toEqual([a, b]);
    expect(await got(`filter[organization_id]=${other}`)).toEqual([c]);
    expect(await got(`filter[organization_id]=${org}&filter[tags]=free`)).toEqual([a]);
    expect(await got("filter[vacancy_type]=volunteering,activity&filter[tags]=once&filter[age_group_ids]=5")).toEqual([b]);
  });

  it("answers 400 for unknown values and parameters, with the parameter named", async () => {
    for (const params of [
      "filter[vacancy_type]=job",
      "filter[tags]=once,nope",
      "filter[age_group_ids]=0",
      "filter[age_group_ids]=x",
      "filter[organization_id]=-1",
      "filter[status]=draft",
      "filter[manageable]=yes",
      "filter[colour]=red",
      "sort=price",
      "include=applications",
      "page[size]=101",
      "page[number]=0",
    ]) {
      const { status, body } = await search(params);
      expect(status, params).toBe(400);
      expect(body.errors[0].source.parameter, params).toBe(params.split("=")[0]);
    }
  });
});

describe("paging", () => {
  it("pages through the matches, and past the end still counts them", async () => {
    const word = "pagineerreiger";
    const made: number[] = [];
    for (let i = 0; i < 5; i++) made.push(await add({ title: `${word} ${i}`, publishedAt: `2026-01-0${i + 1}T10:00:00.000Z` }));
    const page = (n: number) => search(`filter[q]=${word}&sort=newest&page[size]=2&page[number]=${n}`);
    const first = await page(1);
    expect(ids(first.body)).toEqual([made[4], made[3]]);
    expect(first.body.meta).toMatchObject({ record_count: 5, page_count: 3, current_page: 1, page_size: 2 });
    expect(first.body.links.prev).toBeNull();
    expect(first.body.links.next).toContain("page%5Bnumber%5D=2");
    const last = await page(3);
    expect(ids(last.body)).toEqual([made[0]]);
    expect(last.body.links.next).toBeNull();
    const beyond = await page(4);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta.record_count).toBe(5);
    const whole = await search(`filter[q]=${word}&page[size]=100`);
    expect(whole.body.meta).toMatchObject({ record_count: 5, page_count: 1 });
    expect(pointers((await search("page[size]=101")).body)).toEqual([["page[size]", "invalid_parameter"]]);
  });

  it("sorts by expiry date, open-ended last", async () => {
    const word = "verloopplevier";
    const later = await add({ title: word, expiresAt: "2099-12-31" });
    const open = await add({ title: word, expiresAt: null });
    const sooner = await add({ title: word, expiresAt: "2099-01-31" });
    expect(ids((await search(`filter[q]=${word}&sort=expires`)).body)).toEqual([sooner, later, open]);
  });
});
