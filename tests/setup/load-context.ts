/**
 * Real per-request load contexts (load-context.ts) for tests under app/:
 * - `testLoadContext(url)`: development env, the *.localhost wildcard, no default tenant and no D1 binding — for
 *   server utilities that do not call the API.
 * - `createRouteHarness(database)`: a route module's loader and action driven as Remix drives them, on a test
 *   database (`createTestDatabase`, d1.ts) with the in-process API, a browser's cookie jar, and sessions stored as the
 *   sign-in page stores them (`sessionHeaders`: the API's own session, no password hashed).
 */
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ApiAuth } from "../../app/utils/api.server";
import { authFromHeaders, startSession } from "../../app/utils/session.server";
import { getLoadContext } from "../../load-context";
import { sessionHeaders } from "./auth";
import type { TestDatabase } from "./d1";

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

/** A browser's Cookie header after these Set-Cookie values (later ones win; `Max-Age=0` or an expired date removes). */
export function withCookies(previous: string, setCookies: string[]): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((c) => [c.split("=")[0], c] as const),
  );
  for (const set of setCookies) {
    const pair = set.split(";")[0];
    const name = pair.split("=")[0];
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(set)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

type Params = Record<string, string>;
type Loader<T> = (args: LoaderFunctionArgs) => Promise<T>;
type Action<T> = (args: ActionFunctionArgs) => Promise<T>;

export interface Submitted<T> {
  /** What the action returned (data), or the Response it returned or threw (a redirect, an error page). */
  answer: T | Response;
  /** The answer when it is a Response, else null. */
  response: Response | null;
  location: string | null;
  /** The Cookie header after the answer's Set-Cookie values. */
  cookie: string;
}

export function createRouteHarness(database: TestDatabase, site = "http://oldebroek.localhost") {
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
  const contextFor = (request: Request) =>
    getLoadContext({
      request,
      context: { cloudflare: { env: database.env, ctx, cf: {}, caches: {} } as never },
    }) as Promise<AppLoadContext>;

  return {
    site,
    contextFor,

    /** A fresh session of this account, as the sign-in page stores it: its Cookie header and the API's trio. */
    async signedIn(email: string): Promise<{ cookie: string; auth: ApiAuth }> {
      const context = await contextFor(new Request(`${site}/auth/login-1`));
      const auth = authFromHeaders(await sessionHeaders(database, email));
      if (!auth) throw new Error(`no session for ${email}`);
      startSession(context, auth);
      return { cookie: withCookies("", await context.responseCookies()), auth };
    },

    /** Runs a loader like a GET of `path` (`cookie`: the browser's Cookie header). */
    async load<T>(loader: Loader<T>, path: string, options: { cookie?: string; params?: Params } = {}): Promise<T> {
      const request = new Request(`${site}${path}`, { headers: options.cookie ? { Cookie: options.cookie } : {} });
      return loader({ request, context: await contextFor(request), params: options.params ?? {} });
    },

    /** Runs an action like a same-site form post of `form` to `path`; a thrown Response counts as the answer. */
    async post<T>(
      action: Action<T>,
      path: string,
      options: {
        cookie?: string;
        params?: Params;
        /** Field values; pairs for a name sent more than once (checkboxes). */
        form?: Record<string, string> | Array<[string, string]>;
        headers?: Record<string, string>;
      } = {},
    ): Promise<Submitted<T>> {
      const cookie = options.cookie ?? "";
      const request = new Request(`${site}${path}`, {
        method: "POST",
        headers: { Origin: site, ...(cookie ? { Cookie: cookie } : {}), ...options.headers },
        body: new URLSearchParams(options.form ?? {}),
      });
      let answer: T | Response;
      try {
        answer = await action({ request, context: await contextFor(request), params: options.params ?? {} });
      } catch (thrown) {
        if (!(thrown instanceof Response)) throw thrown;
        answer = thrown;
      }
      const response = answer instanceof Response ? answer : null;
      return {
        answer,
        response,
        location: response?.headers.get("Location") ?? null,
        cookie: response ? withCookies(cookie, response.headers.getSetCookie()) : cookie,
      };
    },
  };
}

export type RouteHarness = ReturnType<typeof createRouteHarness>;
