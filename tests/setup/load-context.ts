/**
 * A real per-request load context (load-context.ts) for unit tests of server utilities: development env, the
 * *.localhost wildcard, no default tenant. No D1 binding: only for code that does not call the API.
 */
import { getLoadContext } from "../../load-context";

const env = {
  ENVIRONMENT: "development",
  TENANT_WILDCARD_DOMAINS: "localhost",
  DEFAULT_TENANT: "",
  SESSION_SECRET: "test-secret",
} as Env;
const cloudflare = { env, ctx: { waitUntil() {}, passThroughOnException() {} }, cf: {}, caches: {} } as never;

export function testLoadContext(url: string, headers: Record<string, string> = {}) {
  return getLoadContext({ request: new Request(url, { headers }), context: { cloudflare } });
}
