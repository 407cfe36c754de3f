import type { ServerBuild } from "@remix-run/cloudflare";
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { guardRoutes, originAllowed } from "./access.server";

type Routes = ServerBuild["routes"];

const storage = createCookieSessionStorage({ cookie: { name: "__session", secrets: ["test"] } });

async function session(signedIn: boolean) {
  const s = await storage.getSession();
  if (signedIn) {
    s.set("accessToken", "a");
    s.set("client", "c");
    s.set("uid", "u@x.nl");
  }
  return s;
}

const route = (id: string, module: Record<string, unknown>) => ({
  id,
  parentId: "root",
  path: id,
  index: undefined,
  caseSensitive: undefined,
  module,
});

function routes(): Routes {
  return {
    public: route("routes/public", {
      handle: { isPublic: true },
      loader: () => "public data",
      action: () => "posted",
      default: () => null,
    }),
    private: route("routes/private", { loader: () => "private data", action: () => "posted", default: () => null }),
    noLoader: route("routes/no-loader", { default: () => null }),
    api: route("routes/api.$", { handle: { isPublic: true }, action: () => "api" }),
  } as unknown as Routes;
}

async function call(fn: unknown, request: Request, signedIn: boolean) {
  const context = { session: await session(signedIn) };
  try {
    return await (fn as (args: unknown) => unknown)({ request, context, params: {} });
  } catch (thrown) {
    return thrown;
  }
}

describe("guardRoutes (default deny)", () => {
  const guarded = guardRoutes(routes());

  it("lets anyone load a public route", async () => {
    expect(await call(guarded.public.module.loader, new Request("http://x.localhost/public"), false)).toBe("public data");
  });

  it("sends a signed-out visitor of any other route to sign-in with the way back", async () => {
    const result = await call(guarded.private.module.loader, new Request("http://x.localhost/en/private?tab=2&_routes=x"), false);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe(
      `/en/auth/login-1?redirectTo=${encodeURIComponent("/en/private?tab=2")}`,
    );
  });

  it("guards a signed-in page that has no loader of its own", async () => {
    const result = await call(guarded.noLoader.module.loader, new Request("http://x.localhost/no-loader"), false);
    expect((result as Response).status).toBe(302);
  });

  it("runs the route's loader for a signed-in visitor", async () => {
    expect(await call(guarded.private.module.loader, new Request("http://x.localhost/private"), true)).toBe("private data");
  });

  it("refuses a cross-site POST to any action with 403, also on public routes", async () => {
    const request = new Request("http://x.localhost/public", { method: "POST", headers: { Origin: "https://evil.example" } });
    const result = await call(guarded.public.module.action, request, false);
    expect((result as Response).status).toBe(403);
  });

  it("reads the body of a form post, also multipart", async () => {
    const form = new FormData();
    form.set("name", "Anna");
    for (const body of [new URLSearchParams({ name: "Anna" }), form]) {
      const request = new Request("http://x.localhost/public", { method: "POST", body });
      expect(await call(guarded.public.module.action, request, false)).toBe("posted");
    }
  });

  it.each([
    ["JSON", "application/json", '{"email":"a@b.nl"}', 415],
    ["text", "text/plain", "email=a@b.nl", 415],
    ["no type", null, "email=a@b.nl", 415],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n", 400],
    ["multipart with a broken boundary", "multipart/form-data; boundary=abc", "--xyz\r\nnonsense", 400],
  ])("answers a body that is not a form (%s) with %i before the action runs", async (_, type, body, status) => {
    const headers: Record<string, string> = type ? { "Content-Type": type } : {};
    const request = new Request("http://x.localhost/private", { method: "POST", headers, body });
    const result = await call(guarded.private.module.action, request, true);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(status);
  });

  it("leaves the API forwarder to the API (token auth, no cookies)", async () => {
    const request = new Request("http://x.localhost/api/v1/x", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(await call(guarded.api.module.action, request, false)).toBe("api");
  });

  it("is idempotent", () => {
    expect(guardRoutes(guarded)).toBe(guarded);
  });
});

describe("guardRoutes (handle.requires: the policy's action)", () => {
  const guarded = guardRoutes({
    users: route("routes/users", {
      handle: { requires: "users.manage" },
      loader: () => "users",
      action: () => "posted",
      default: () => null,
    }),
  } as unknown as Routes);

  /** A signed-in context whose API answers GET /current_user with a user of the centre 1 holding `role`. */
  async function as(role: string) {
    const user = {
      id: "7",
      type: "users",
      volunteerCenterId: 1,
      roles: [{ id: "1", type: "roles", name: role, organizationId: null }],
      organizations: [],
    };
    return { session: await session(true), api: { get: async () => ({ data: user, status: 200, headers: new Headers() }) } };
  }

  async function run(fn: unknown, request: Request, context: unknown) {
    try {
      return await (fn as (args: unknown) => unknown)({ request, context, params: {} });
    } catch (thrown) {
      return thrown;
    }
  }

  it("runs the loader and the action for an actor the policy allows", async () => {
    const request = new Request("http://x.localhost/users");
    expect(await run(guarded.users.module.loader, request, await as("center_superuser"))).toBe("users");
    const post = new Request("http://x.localhost/users", {
      method: "POST",
      headers: { Origin: "http://x.localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(await run(guarded.users.module.action, post, await as("admin"))).toBe("posted");
  });

  it("answers others with the 403 page before the loader or action runs", async () => {
    const refused = (await run(guarded.users.module.loader, new Request("http://x.localhost/users"), await as("volunteer"))) as {
      init?: ResponseInit;
    };
    expect(refused.init?.status).toBe(403);
    const post = new Request("http://x.localhost/users", {
      method: "POST",
      headers: { Origin: "http://x.localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    const refusedPost = (await run(guarded.users.module.action, post, await as("page_manager"))) as { init?: ResponseInit };
    expect(refusedPost.init?.status).toBe(403);
  });
});

describe("originAllowed", () => {
  const post = (headers: Record<string, string>) =>
    new Request("http://oldebroek.localhost:8787/signup", { method: "POST", headers });
  it("accepts the page's own origin", () => {
    expect(originAllowed(post({ Origin: "http://oldebroek.localhost:8787", Host: "oldebroek.localhost:8787" }))).toBe(true);
  });
  it("refuses a foreign, an opaque and a malformed origin", () => {
    expect(originAllowed(post({ Origin: "https://evil.example" }))).toBe(false);
    expect(originAllowed(post({ Origin: "http://roermond.localhost:8787" }))).toBe(false);
    expect(originAllowed(post({ Origin: "null" }))).toBe(false);
  });
  it("without Origin, trusts Fetch Metadata when present and allows only non-browser requests otherwise", () => {
    expect(originAllowed(post({}))).toBe(true);
    expect(originAllowed(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(originAllowed(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });
  it("never checks GET", () => {
    expect(originAllowed(new Request("http://x/", { headers: { Origin: "https://evil.example" } }))).toBe(true);
  });
});
