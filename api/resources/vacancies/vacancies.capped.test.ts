/**
 * The search past SEARCH_RESULT_CAP (ADR 0053): `record_count` stops at the cap and says so, pages
 * end there, and nearest-first stays exact when the page comes from a small circle around the place.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_RESULT_CAP } from "../../../contract/vacancies";
import { organizations, vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { ids, organizationsOf } from "./vacancies.test-helpers";

let h: ApiHarness;
let org: number;
const WORD = "kievitsbloem";
const MANY = SEARCH_RESULT_CAP + 30;
// Northwards from a point far from the seed's places (the tenant's vacancies are all around Oldebroek), 0.0005°
// (~56 m) apart: vacancy k is k × 55.66 m away from it.
const ORIGIN = { latitude: 52.2, longitude: 5.0 };
const AT_ORIGIN = `filter[near]=${ORIGIN.latitude},${ORIGIN.longitude}`;
let first = 0;

beforeAll(async () => {
  h = await createApiHarness();
  org = (await organizationsOf(h, "organization_superuser@oldebroek.example.org", "oldebroek")).other;
  const [o] = await h.db.select().from(organizations).where(sql`${organizations.id} = ${org}`);
  // One statement: the FTS triggers index every row as the API's writes would.
  await h.db.run(sql`with recursive k(n) as (select 0 union all select n + 1 from k where n < ${MANY - 1})
    insert into vacancies (tenant_id, volunteer_center_id, organization_id, organization_name, title, status,
      published_at, search_body, description_html, city, latitude, longitude)
    select ${o.tenantId}, ${o.volunteerCenterId}, ${org}, ${o.name}, ${WORD} || ' ' || n, 'published',
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || n || ' seconds'), 'Help mee.', '<p>Help mee.</p>', 'Oldebroek',
      ${ORIGIN.latitude} + n * 0.0005, ${ORIGIN.longitude}
    from k`);
  const [row] = await h.db.all<{ id: number }>(sql`select min(id) as id from vacancies where title like ${`${WORD} %`}`);
  first = row.id;
});
afterAll(async () => {
  await h?.db.delete(vacancies).where(sql`title like ${`${WORD} %`}`);
  await h?.dispose();
});

/** The ids of vacancies k = from … to (inserted in order, so ids are consecutive). */
const nth = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => first + from + i);

describe("more matches than SEARCH_RESULT_CAP", () => {
  it("counts up to the cap and says there are more; the last page ends at the cap, the one after is empty", async () => {
    const page1 = await h.json(`/api/v1/vacancies?filter[q]=${WORD}&page[size]=24`);
    expect(page1.status).toBe(200);
    expect(page1.body.meta).toMatchObject({ record_count: SEARCH_RESULT_CAP, record_count_capped: true, page_count: 42 });
    const last = await h.json(`/api/v1/vacancies?filter[q]=${WORD}&page[size]=24&page[number]=42`);
    expect(last.body.data).toHaveLength(SEARCH_RESULT_CAP - 41 * 24);
    const beyond = await h.json(`/api/v1/vacancies?filter[q]=${WORD}&page[size]=24&page[number]=43`);
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toMatchObject({ record_count: SEARCH_RESULT_CAP, record_count_capped: true });
  });

  it("sorts by newest exactly within the cap, and an exact count below it carries no cap flag", async () => {
    const newest = await h.json(`/api/v1/vacancies?filter[q]=${WORD}&sort=newest&page[size]=3`);
    // Vacancy 0 was published last (the others n seconds earlier).
    expect(ids(newest.body)).toEqual(nth(0, 2));
    const few = await h.json(`/api/v1/vacancies?filter[q]=${WORD}%20${WORD}&${AT_ORIGIN}&filter[radius_km]=1`);
    // k × 55.66 m ≤ 1 km: k = 0 … 17.
    expect(few.body.meta.record_count).toBe(18);
    expect(few.body.meta.record_count_capped).toBeUndefined();
  });

  it("pages nearest first exactly, whichever circle a page comes from", async () => {
    const near = `filter[organization_id]=${org}&${AT_ORIGIN}&filter[radius_km]=64&sort=distance`;
    // Page size 6: pages 1–3 fit in the 1 km circle (18 vacancies), page 4 needs the 4 km one, page 40 the 16 km one.
    const got: number[] = [];
    for (const number of [1, 2, 3, 4]) {
      const { status, body } = await h.json(`/api/v1/vacancies?${near}&page[size]=6&page[number]=${number}`);
      expect(status).toBe(200);
      got.push(...ids(body));
      expect(body.meta).toMatchObject({ record_count: SEARCH_RESULT_CAP, record_count_capped: true });
    }
    expect(got).toEqual(nth(0, 23));
    const far = await h.json(`/api/v1/vacancies?${near}&page[size]=6&page[number]=40`);
    expect(ids(far.body)).toEqual(nth(234, 239));
    const distances = far.body.data.map((r: { attributes: { distance_km: number } }) => r.attributes.distance_km);
    expect(distances[0]).toBeCloseTo(13.0, 0);
  });
});
