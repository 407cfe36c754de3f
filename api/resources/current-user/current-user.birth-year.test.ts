/**
 * The birth year (docs/decisions/0067-analytics-charts.md): asked on the own profile, taken only by the own-account
 * update (1900 … this year, or null), answered back only to its owner (current_user and the own AVG export) — never
 * in the users list or a user's record as a manager reads it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

const VOLUNTEER = "volunteer@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";

const patch = async (user: Record<string, unknown>) =>
  h.json("/api/v1/current_user", { method: "PATCH", headers: await as(h, VOLUNTEER), body: { user } });

describe("the own birth year", () => {
  it("is stored, shown back to its owner, and cleared with null", async () => {
    const saved = await patch({ birth_year: 1990 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.birth_year).toBe(1990);
    const read = await h.json("/api/v1/current_user", { headers: await as(h, VOLUNTEER) });
    expect(read.body.data.attributes.birth_year).toBe(1990);
    const exported = await h.json("/api/v1/current_user/export", { headers: await as(h, VOLUNTEER) });
    expect(exported.body.user.birth_year).toBe(1990);
    const other = await patch({ first_name: "Vera" });
    expect(other.body.data.attributes.birth_year).toBe(1990);
    const cleared = await patch({ birth_year: null });
    expect(cleared.body.data.attributes.birth_year).toBeNull();
  });

  it.each([
    ["before 1900", 1899],
    ["next year", new Date().getUTCFullYear() + 1],
    ["not whole", 1990.5],
    ["not a number", "1990x"],
  ])("%s is a 422 on its pointer", async (_name, value) => {
    const { status, body } = await patch({ birth_year: value });
    expect(status).toBe(422);
    expect(body.errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(["/user/birth_year"]);
  });

  it("takes this year and 1900", async () => {
    expect((await patch({ birth_year: new Date().getUTCFullYear() })).status).toBe(200);
    expect((await patch({ birth_year: 1900 })).status).toBe(200);
  });

  it("never reaches a manager: not in the users list nor in a user's record", async () => {
    await patch({ birth_year: 1985 });
    const list = await h.json("/api/v1/users?page[size]=100", { headers: await as(h, ADMIN) });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain("birth_year");
    const me = await h.json("/api/v1/current_user", { headers: await as(h, VOLUNTEER) });
    const one = await h.json(`/api/v1/users/${me.body.data.id}`, { headers: await as(h, ADMIN) });
    expect(one.status).toBe(200);
    expect(JSON.stringify(one.body)).not.toContain("birth_year");
    expect(JSON.stringify(one.body)).not.toContain("1985");
  });

  it("is not a manager's to set", async () => {
    const me = await h.json("/api/v1/current_user", { headers: await as(h, VOLUNTEER) });
    const { status, body } = await h.json(`/api/v1/users/${me.body.data.id}`, {
      method: "PATCH",
      headers: await as(h, ADMIN),
      body: { data: { type: "users", id: me.body.data.id, attributes: { birth_year: 1950 } } },
    });
    expect([200, 422]).toContain(status);
    const after = await h.json("/api/v1/current_user", { headers: await as(h, VOLUNTEER) });
    expect(after.body.data.attributes.birth_year).toBe(1985);
    expect(JSON.stringify(body)).not.toContain("1950");
  });
});
