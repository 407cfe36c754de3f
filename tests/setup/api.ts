/**
 * API integration harness: the real Hono app on a fresh, seeded local D1 (one per test file).
 * `call` sends a request with the SPEC §7 headers for a tenant; `json` also parses the body.
 */
import { createApi } from "../../api/app";
import { createTestDatabase, type TestDatabase } from "./d1";

const executionContext = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

export interface ApiHarness extends TestDatabase {
  call(
    path: string,
    init?: { tenant?: string | null; headers?: Record<string, string>; method?: string; body?: unknown },
  ): Promise<Response>;
  json<T = any>(path: string, init?: Parameters<ApiHarness["call"]>[1]): Promise<{ status: number; body: T; headers: Headers }>;
  /** A request as is, to the API on this database (for the app's own API client in `app/**` tests). */
  fetch(request: Request): Promise<Response>;
}

/** `env`: variables to set on top of wrangler.toml's for every call (e.g. a development server's PASSWORD_HASH_PARAMS). */
export async function createApiHarness(options: { env?: Partial<Env> } = {}): Promise<ApiHarness> {
  const created = await createTestDatabase();
  const database = options.env ? { ...created, env: { ...created.env, ...options.env } } : created;
  const api = createApi();
  const call: ApiHarness["call"] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    const tenant = init.tenant === undefined ? "oldebroek" : init.tenant;
    if (tenant !== null) headers.set("X-Tenant", tenant);
    if (init.body !== undefined) headers.set("Content-Type", "application/vnd.api+json");
    const request = new Request(`http://api.test${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return Promise.resolve(api.fetch(request, database.env, executionContext));
  };
  return {
    ...database,
    call,
    fetch: (request) => Promise.resolve(api.fetch(request, database.env, executionContext)),
    async json(path, init) {
      const response = await call(path, init);
      return { status: response.status, body: await response.json(), headers: response.headers };
    },
  };
}
