/**
 * Every write endpoint refuses a body that is not JSON — a form post, multipart with a missing or broken boundary,
 * text/plain — with a 4xx before it acts, never a 500 (api/middleware/body.ts). The file upload reads multipart itself
 * and refuses everything else, a broken multipart body included, as the wrong media type.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../db/schema";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { as } from "../tests/setup/auth";
import { registeredRoutes } from "../tests/setup/routes";
import { createApi } from "./app";

vi.setConfig({ testTimeout: 90_000 });

let h: ApiHarness;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await createApiHarness();
  admin = await as(h, "admin@oldebroek.example.org");
});
afterAll(() => h?.dispose());

const TARGET_USER = 2; // oldebroek's volunteer: the :id of every users route
const api = createApi();
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const multipart = '--yy\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@oldebroek.example.org\r\n--yy--\r\n';

const UPLOAD_PATH = "/api/v1/uploads";
/** A visitor's answers: a multipart post there is a file where none is asked, a 422 on the answers (ADR 0061). */
const ANSWERS_PATH = "/api/v1/form_submissions";
/** [Content-Type, body, expected status]. */
const BODIES: Array<[string, string, number]> = [
  ["text/plain", "garbage", 415],
  ["text/plain;charset=UTF-8", '{"email":"admin@oldebroek.example.org"}', 415],
  ["multipart/form-data", multipart, 415],
  ["multipart/form-data; boundary=zz", multipart, 415],
  ["application/x-www-form-urlencoded", "email=admin%40oldebroek.example.org&password=x", 415],
  ["application/json", "{not json", 400],
  ["application/vnd.api+json", "[1, 2]", 400],
];

const writes = registeredRoutes(String(TARGET_USER)).filter((r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method));

describe("non-JSON bodies", () => {
  it("finds the write endpoints", () => {
    expect(writes.length).toBeGreaterThan(15);
    for (const path of ["/auth/sign_in", "/api/v1/users", "/api/v1/confirm", "/api/v1/sign_in_as_user"]) {
      expect(writes.map((w) => w.path)).toContain(path);
    }
  });

  it.each(writes.map((w) => [w.method, w.path]))("%s %s refuses them", async (method, path) => {
    for (const [type, body, json] of BODIES) {
      // The upload takes multipart only (ADR 0046): JSON of any kind is the wrong media type there, not bad JSON.
      const filesRefused = path === ANSWERS_PATH && type.startsWith("multipart/");
      const expected = path === UPLOAD_PATH ? 415 : filesRefused ? 422 : json;
      const response = await api.fetch(
        new Request(`http://api.test${path}`, {
          method,
          headers: { ...admin, "X-Tenant": "oldebroek", "Content-Type": type, "CF-Connecting-IP": "203.0.113.9" },
          body,
        }),
        h.env,
        ctx,
      );
      expect(response.status, `${type}: ${body}`).toBe(expected);
      expect(response.headers.get("Content-Type")).toBe("application/vnd.api+json");
      const { errors } = (await response.json()) as { errors: Array<{ code: string }> };
      expect(errors[0].code).toBe(
        filesRefused ? "files_not_accepted" : expected === 415 ? "unsupported_media_type" : "invalid_json",
      );
    }
  });

  it("acted on none of them", async () => {
    // DELETE /users/2 and DELETE /current_user ignore their body once past the check; sign-out too.
    expect(await h.db.select({ id: users.id }).from(users).where(eq(users.id, TARGET_USER))).toHaveLength(1);
    expect((await h.call("/auth/validate_token", { headers: admin })).status).toBe(200);
  });

  it("still reads a JSON body without a Content-Type, and an empty body of any type", async () => {
    const bare = await api.fetch(
      new Request("http://api.test/api/v1/confirm", {
        method: "POST",
        headers: { "X-Tenant": "oldebroek" },
        body: new TextEncoder().encode(JSON.stringify({ confirmation_token: "nope" })),
      }),
      h.env,
      ctx,
    );
    expect(bare.status).toBe(422);
    const empty = await api.fetch(
      new Request("http://api.test/api/v1/users/2/resend_confirmation_instructions", {
        method: "POST",
        headers: { ...admin, "X-Tenant": "oldebroek", "Content-Type": "text/plain" },
        body: "",
      }),
      h.env,
      ctx,
    );
    expect(empty.status).toBe(422); // the volunteer is confirmed already: the body was fine
  });
});
