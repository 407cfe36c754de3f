/**
 * GET /api/v1/data_viewer/tables, /tables/{table} and /tables/{table}/export.csv (ADR 0071): admin only (401 signed
 * out, 403 for a centre superuser or a volunteer), a table outside the allow-list is a 404, a filter on a column that
 * is not listed or not filterable a 400 naming the parameter; another tenant's rows never appear; no secret column is
 * ever read; every page and every export is one audit entry (exact counts, also for parallel requests), personal
 * filter values are not written there; the CSV of 100,000 rows is streamed in bounded pieces, formula cells neutralised.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_PLATFORM_CONFIG } from "../../../config/tenants";
import { VIEWER_ROW_CAP, VIEWER_TABLE_KEYS, viewerTable } from "../../../contract/data-viewer";
import { auditLog, organizations, users, vacancies } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";
import { CSV_PAGE } from "../../services/data-viewer";

vi.setConfig({ testTimeout: 120_000 });

let h: ApiHarness;
const ADMIN = "admin@oldebroek.example.org";
const ROERMOND_ADMIN = "admin@roermond.example.org";
const CENTER = "center_superuser@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const A = DEFAULT_PLATFORM_CONFIG.tenants.oldebroek.defaultVolunteerCenterId;
const R = DEFAULT_PLATFORM_CONFIG.tenants.roermond.defaultVolunteerCenterId;
const BASE = "/api/v1/data_viewer/tables";

beforeAll(async () => {
  h = await createApiHarness();
  // Two tenants' rows with the same marker in their names; and formula-looking names.
  await h.db.insert(organizations).values([
    { tenantId: "oldebroek", volunteerCenterId: A, name: "Kijkdoos Oldebroek", status: "approved", email: "kijk@o.example" },
    { tenantId: "roermond", volunteerCenterId: R, name: "Kijkdoos Roermond", status: "approved", email: "kijk@r.example" },
    { tenantId: "oldebroek", volunteerCenterId: A, name: '=HYPERLINK("http://x";"Formule")', status: "pending" },
    { tenantId: "oldebroek", volunteerCenterId: A, name: " +31 Formule", status: "pending" },
    { tenantId: "oldebroek", volunteerCenterId: A, name: "\t@SOM Formule", status: "pending" },
  ]);
});
afterAll(() => h?.dispose());

const get = async (path: string, who: string | null = ADMIN, tenant = "oldebroek") =>
  h.json(path, { tenant, headers: who ? await as(h, who) : {} });

const auditCount = async (action: "data_viewer_view" | "data_viewer_export") =>
  (
    await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, "oldebroek"), eq(auditLog.action, action)))
  )[0].n;

describe("who may", () => {
  it.each([[`${BASE}`], [`${BASE}/organizations`], [`${BASE}/organizations/export.csv`]])(
    "%s: 401 signed out, 403 for a centre superuser and a volunteer, 200 for an admin",
    async (path) => {
      expect((await h.call(path)).status).toBe(401);
      expect((await h.call(path, { headers: await as(h, CENTER) })).status).toBe(403);
      expect((await h.call(path, { headers: await as(h, VOLUNTEER) })).status).toBe(403);
      const ok = await h.call(path, { headers: await as(h, ADMIN) });
      expect(ok.status).toBe(200);
      await ok.body?.cancel();
    },
  );

  it("guards come before the table and the parameters: a volunteer asking for a bad table or filter gets 403", async () => {
    expect((await get(`${BASE}/auth_tokens?filter[nope]=1`, VOLUNTEER)).status).toBe(403);
    expect((await get(`${BASE}/auth_tokens?filter[nope]=1`, null)).status).toBe(401);
  });

  it("the personal-data rule is its own permission, an admin's only", async () => {
    const { body } = await get(BASE);
    const usersTable = body.data.find((t: { id: string }) => t.id === "users");
    const personal = usersTable.attributes.columns
      .filter((col: { personal: boolean }) => col.personal)
      .map((col: { name: string }) => col.name);
    expect(personal).toEqual(["email", "first_name", "last_name", "phone_number"]);
    const page = await get(`${BASE}/users?filter[email.contains]=admin@oldebroek`);
    expect(page.body.data[0].attributes.email).toBe(ADMIN);
  });
});

describe("bad input", () => {
  it("a table that is not in the allow-list is a 404, also a real but secret one", async () => {
    for (const table of ["nope", "auth_tokens", "audit_log", "rate_limits", "sqlite_master"]) {
      const res = await get(`${BASE}/${table}`);
      expect(res.status, table).toBe(404);
      const csv = await h.call(`${BASE}/${table}/export.csv`, { headers: await as(h, ADMIN) });
      expect(csv.status, table).toBe(404);
    }
  });

  it.each([
    ["filter[password_hash]=x", "filter[password_hash]"], // not a listed column
    ["filter[website.contains]=x", "filter[website.contains]"], // listed, not filterable
    ["filter[phone_number.contains]=06", "filter[phone_number.contains]"], // personal, not filterable
    ["filter[status.contains]=app", "filter[status.contains]"], // an operator the column does not take
    ["filter[status]=bogus", "filter[status]"],
    ["filter[id]=x", "filter[id]"],
    ["filter[created_at.from]=2026-02-30", "filter[created_at.from]"],
    [`filter[name.contains]=${"x".repeat(201)}`, "filter[name.contains]"],
    [`filter[id]=${Array.from({ length: 100 }, (_, i) => i).join(",")}`, "filter[id]"],
    ["sort=password_hash", "sort"],
    ["page[size]=101", "page[size]"],
    [`page[number]=${VIEWER_ROW_CAP / 25 + 1}`, "page[number]"],
    ["foo=1", "foo"],
  ])("organizations?%s is a 400 naming %s", async (query, parameter) => {
    const { status, body } = await get(`${BASE}/organizations?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0].source).toEqual({ parameter });
  });

  it("many list filters at once stay within D1's bound-parameter limit (a 200, not a 500)", async () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1).join(",");
    const query = `filter[id]=${ids}&filter[vacancy_id]=${ids}&filter[organization_id]=${ids}&filter[user_id]=${ids}`;
    const page = await get(`${BASE}/applications?${query}&filter[status]=pending,accepted&filter[email.contains]=a`);
    expect(page.status).toBe(200);
    const csv = await h.call(`${BASE}/applications/export.csv?${query}`, { headers: await as(h, ADMIN) });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toMatch(/^\uFEFF?id;/);
  });

  it("the export takes no sort or page, and a separator of ; or , only", async () => {
    for (const [query, parameter] of [
      ["sort=name", "sort"],
      ["page[number]=2", "page[number]"],
      ["separator=x", "separator"],
    ]) {
      const { status, body } = await get(`${BASE}/organizations/export.csv?${query}`);
      expect(status, query).toBe(400);
      expect(body.errors[0].source).toEqual({ parameter });
    }
  });
});

describe("a page of a table", () => {
  it("every table of the allow-list answers with its listed columns", async () => {
    const { body } = await get(BASE);
    expect(body.data.map((t: { id: string }) => t.id)).toEqual(VIEWER_TABLE_KEYS);
    for (const key of VIEWER_TABLE_KEYS) {
      const page = await get(`${BASE}/${key}?page[size]=1`);
      expect(page.status, key).toBe(200);
      expect(page.body.meta.table).toBe(key);
    }
  });

  it("reads only the listed columns: no password hash, no token hashes", async () => {
    const { status, body } = await get(`${BASE}/users?page[size]=100`);
    expect(status).toBe(200);
    const listed = (viewerTable("users")?.columns ?? []).map((col) => col.name).filter((n) => n !== "id");
    for (const row of body.data) expect(Object.keys(row.attributes).sort()).toEqual([...listed].sort());
    expect(JSON.stringify(body)).not.toMatch(/password|token_hash|scrypt/);
    expect(body.meta.columns.map((col: { name: string }) => col.name)).toEqual(["id", ...listed]);
  });

  it("never shows another tenant's rows", async () => {
    const mine = await get(`${BASE}/organizations?filter[name.contains]=kijkdoos`);
    expect(mine.body.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual(["Kijkdoos Oldebroek"]);
    const theirs = await get(`${BASE}/organizations?filter[name.contains]=kijkdoos`, ROERMOND_ADMIN, "roermond");
    expect(theirs.body.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual(["Kijkdoos Roermond"]);
    // Roermond's organisation by its id, asked in Oldebroek: no row.
    const id = theirs.body.data[0].id;
    const byId = await get(`${BASE}/organizations?filter[id]=${id}`);
    expect(byId.body.data).toEqual([]);
    const all = await get(`${BASE}/organizations?page[size]=100`);
    expect(all.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
    const csv = await (await h.call(`${BASE}/organizations/export.csv`, { headers: await as(h, ADMIN) })).text();
    expect(csv).toContain("Kijkdoos Oldebroek");
    expect(csv).not.toContain("Roermond");
  });

  it("filters (a list of values, text, days), sorts and pages", async () => {
    const [{ n: pending }] = await h.db
      .select({ n: count() })
      .from(organizations)
      .where(and(eq(organizations.tenantId, "oldebroek"), eq(organizations.status, "pending")));
    const first = await get(`${BASE}/organizations?filter[status]=pending&sort=name&page[size]=2`);
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ record_count: pending, record_count_capped: false, page_size: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await get(`${BASE}/organizations?filter[status]=pending&sort=name&page[size]=2&page[number]=2`);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
    const names = [...first.body.data, ...second.body.data].map((r: { attributes: { name: string } }) => r.attributes.name);
    expect(names).toEqual([...names].sort());
    const both = await get(`${BASE}/organizations?filter[status]=pending,approved&filter[name.contains]=FORMULE`);
    expect(both.body.meta.record_count).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await get(
      `${BASE}/organizations?filter[name.contains]=formule&filter[created_at.from]=${today}&filter[created_at.to]=${today}`,
    );
    expect(recent.body.meta.record_count).toBe(3);
    const none = await get(`${BASE}/organizations?filter[name.contains]=formule&filter[created_at.to]=2000-01-01`);
    expect(none.body.meta.record_count).toBe(0);
  });
});

describe("the audit log", () => {
  it("one entry per page read and per export, with who, which table and which filters; none for a refused read", async () => {
    const views = await auditCount("data_viewer_view");
    const exports = await auditCount("data_viewer_export");
    const [admin] = await h.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, "oldebroek"), eq(users.email, ADMIN)));
    await get(`${BASE}/vacancies?filter[status]=published&sort=-created_at&page[size]=5`);
    await get(`${BASE}/users?filter[email.contains]=jan@`);
    const csv = await h.call(`${BASE}/applications/export.csv?filter[status]=pending`, { headers: await as(h, ADMIN) });
    await csv.text();
    // Refused: no entries.
    await get(`${BASE}/vacancies?filter[bogus]=1`);
    await get(`${BASE}/nope`);
    await get(`${BASE}/vacancies`, VOLUNTEER);
    expect(await auditCount("data_viewer_view")).toBe(views + 2);
    expect(await auditCount("data_viewer_export")).toBe(exports + 1);
    const entries = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, "oldebroek"), sql`${auditLog.action} like 'data_viewer_%'`))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(3);
    const [exported, personal, vacancyView] = entries;
    expect(exported).toMatchObject({ actorId: admin.id, action: "data_viewer_export", targetUserId: null });
    expect(exported.details).toMatchObject({ table: "applications", filters: { status: ["pending"] } });
    // A personal column's filter value is not kept in the log.
    expect(personal.details).toMatchObject({ table: "users", filters: { "email.contains": null } });
    expect(JSON.stringify(personal.details)).not.toContain("jan@");
    expect(vacancyView.details).toMatchObject({
      table: "vacancies",
      filters: { status: ["published"] },
      page: { sort: "-created_at", number: 1, size: 5 },
    });
    expect(typeof vacancyView.details.requestId).toBe("string");
  });

  it("a read whose audit entry cannot be written is not served", async () => {
    await h.db.run(
      sql.raw(`create trigger refuse_viewer_audit before insert on audit_log
      when new.action like 'data_viewer_%' begin select raise(abort, 'audit refused'); end`),
    );
    try {
      const page = await h.call(`${BASE}/users`, { headers: await as(h, ADMIN) });
      expect(page.status).toBe(500);
      expect(await page.text()).not.toContain(ADMIN);
      const csv = await h.call(`${BASE}/users/export.csv`, { headers: await as(h, ADMIN) });
      expect(csv.status).toBe(500);
      expect(await csv.text()).not.toContain(ADMIN);
    } finally {
      await h.db.run(sql.raw("drop trigger refuse_viewer_audit"));
    }
  });

  it("parallel reads: exactly one entry each", async () => {
    const before = await auditCount("data_viewer_view");
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${BASE}/pages`)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await auditCount("data_viewer_view")).toBe(before + 6);
  });
});

describe("the CSV export", () => {
  it("a BOM, the column names, formula cells neutralised (also after leading white space)", async () => {
    const res = await h.call(`${BASE}/organizations/export.csv?filter[name.contains]=formule`, { headers: await as(h, ADMIN) });
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="organizations-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("\uFEFFid;volunteer_center_id;name;type;status;email;phone_number;website;created_at;deleted_at");
    expect(text).toContain(`;"'=HYPERLINK(""http://x"";""Formule"")";`);
    expect(text).toContain(";' +31 Formule;");
    expect(text).toContain(";'\t@SOM Formule;");
    expect(lines.filter(Boolean)).toHaveLength(4);
  });

  it("100,000 rows are streamed: the header first, then bounded pieces, every row once; the page's count is capped", async () => {
    const [vacancy] = await h.db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.tenantId, "oldebroek")).limit(1);
    await h.db.run(sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 100000)
      insert into activity_occurrences (tenant_id, vacancy_id, starts_at, ends_at, local_date)
      select 'oldebroek', ${sql.raw(String(vacancy.id))}, '2030-01-01T09:00:00.000Z', '2030-01-01T10:00:00.000Z', '2030-01-01' from n`);
    const page = await get(`${BASE}/activity_occurrences?filter[local_date.from]=2030-01-01&filter[local_date.to]=2030-01-01`);
    expect(page.body.meta).toMatchObject({ record_count: VIEWER_ROW_CAP, record_count_capped: true });

    const res = await h.call(`${BASE}/activity_occurrences/export.csv?filter[local_date.from]=2030-01-01`, {
      headers: await as(h, ADMIN),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const first = await reader.read();
    // The first piece is the header alone: it left before any row was read.
    expect(decoder.decode(first.value)).toBe("\uFEFFid;vacancy_id;starts_at;ends_at;local_date;capacity;created_at\r\n");
    let rows = 0;
    let pieces = 0;
    let largest = 0;
    let tail = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pieces++;
      const text = tail + decoder.decode(value, { stream: true });
      const lines = text.split("\r\n");
      tail = lines.pop() ?? "";
      rows += lines.length;
      largest = Math.max(largest, lines.length);
    }
    expect(tail).toBe("");
    expect(rows).toBe(100_000);
    // Bounded: no piece holds more than one page of rows, so the export never sits whole in memory.
    expect(largest).toBeLessThanOrEqual(CSV_PAGE);
    expect(pieces).toBe(100_000 / CSV_PAGE);
  });
});
