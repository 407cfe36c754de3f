import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { createApi } from "../../app";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
  for (const tenant of ["oldebroek", "oldebroek", "roermond"]) {
    await h.call("/auth/password", {
      method: "POST",
      tenant,
      body: { email: `volunteer@${tenant}.example.org`, redirect_url: `http://${tenant}.localhost:8787/auth/reset` },
    });
  }
});
afterAll(() => h?.dispose());

describe("dev mailbox", () => {
  it("lists the tenant's mails newest first, filtered by recipient", async () => {
    const { status, body } = await h.json("/api/v1/dev/mails?filter[to]=volunteer@oldebroek.example.org");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(Number(body.data[0].id)).toBeGreaterThan(Number(body.data[1].id));
    expect(body.data[0]).toMatchObject({
      type: "mails",
      attributes: { to: "volunteer@oldebroek.example.org", kind: "reset_password" },
    });
    expect(body.data[0].attributes.html).toContain("<!doctype html>");
    expect(body.data[0].attributes.text).toContain("reset_password_token=");
    const roermond = await h.json("/api/v1/dev/mails", { tenant: "roermond" });
    expect(roermond.body.data.map((m: { attributes: { to: string } }) => m.attributes.to)).toEqual([
      "volunteer@roermond.example.org",
    ]);
  });

  it("shows one mail; another tenant's is 404", async () => {
    const { body } = await h.json("/api/v1/dev/mails");
    const id = body.data[0].id;
    expect((await h.json(`/api/v1/dev/mails/${id}`)).body.data.id).toBe(id);
    expect((await h.call(`/api/v1/dev/mails/${id}`, { tenant: "roermond" })).status).toBe(404);
  });

  it("does not exist unless ENVIRONMENT says development and mails go to the outbox (fails closed, ADR 0037)", async () => {
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const { ENVIRONMENT: _development, ...unset } = h.env;
    for (const env of [
      unset as Env,
      { ...h.env, ENVIRONMENT: "production" },
      { ...h.env, ENVIRONMENT: "staging" },
      { ...h.env, ENVIRONMENT: "" },
      { ...h.env, MAIL_PROVIDER: "resend" },
    ]) {
      for (const path of ["/api/v1/dev/mails", "/api/v1/dev/mails/1"]) {
        const response = await createApi().fetch(
          new Request(`http://api.test${path}`, { headers: { "X-Tenant": "oldebroek" } }),
          env,
          ctx,
        );
        expect(response.status, `${path} with ${JSON.stringify({ E: env.ENVIRONMENT, M: env.MAIL_PROVIDER })}`).toBe(404);
      }
    }
    expect((await h.call("/api/v1/dev/mails")).status).toBe(200);
  });
});
