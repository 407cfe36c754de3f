/**
 * A served upload as the Worker answers it (workers/app.ts: the API's answer, then the site-wide security headers):
 * the file's own sandbox policy survives (ADR 0058, amending ADR 0046), so an SVG or PDF opened on its own runs no
 * script, loads nothing and is framed by no one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVED_FILE_POLICY } from "../api/resources/uploads/uploads.handlers";
import { withSecurityHeaders } from "../app/utils/security-headers.server";
import { type ApiHarness, createApiHarness } from "../tests/setup/api";
import { as } from "../tests/setup/auth";

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h?.dispose());

async function upload(text: string, name: string): Promise<string> {
  const form = new FormData();
  form.set("file", new File([new TextEncoder().encode(text)], name));
  const headers = new Headers({ "X-Tenant": "oldebroek", ...(await as(h, "content_manager@oldebroek.example.org")) });
  const response = await h.fetch(new Request("http://api.test/api/v1/uploads", { method: "POST", headers, body: form }));
  expect(response.status).toBe(201);
  return (await response.json<any>()).data.attributes.url;
}

describe("a served file behind the Worker's security headers", () => {
  it("keeps its own sandbox policy: an SVG or a PDF runs no script, loads nothing and is framed by no one", async () => {
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
      "k.svg",
    );
    const pdf = await upload("%PDF-1.4\n%%EOF\n", "k.pdf");
    for (const url of [svg, pdf]) {
      const request = new Request(`https://oldebroek.localhost${url}`);
      const answer = withSecurityHeaders(await h.fetch(request), request, null);
      expect(answer.status, url).toBe(200);
      const policy = answer.headers.get("content-security-policy") ?? "";
      expect(policy, url).toBe(SERVED_FILE_POLICY);
      const directives = new Map(policy.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
      expect(directives.get("sandbox"), url).toEqual([]);
      expect(directives.get("default-src")).toEqual(["'none'"]);
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
      expect(directives.has("script-src")).toBe(false);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
