/**
 * The one door from Remix loaders/actions to the JSON:API service (SPEC §7, ARCHITECTURE "API").
 * Works in-process (fetch = the Hono app's fetch) or against an external API (fetch = globalThis.fetch).
 * Retry policy deviates from SPEC §7 on purpose: docs/decisions/0003-api-client-retries.md.
 */
import type { WriteBody, WriteMethod, WritePath } from "../../contract/api-writes";
import { camelKeys, toCamelCase, toSnakeCase } from "../../contract/case";
import { BOOKMARK_HEADER, validBookmark } from "../../contract/d1-bookmark";
import { deserialize, type JsonApiErrorObject, type JsonObject } from "./jsonapi";
import { reasonForStatus, routeError } from "./route-errors";

export interface ApiAuth {
  accessToken: string;
  client: string;
  uid: string;
  expiry?: string;
  tokenType?: string;
}

export interface ApiClientOptions {
  /** "http://api.internal" in-process, or API_BASE_URL. */
  baseUrl: string;
  /** In-process: (req) => api.fetch(req, env, ctx); external: globalThis.fetch. */
  fetch: (request: Request) => Promise<Response>;
  tenant: string;
  appContext: string;
  volunteerCenterId: number | null;
  currentOrganizationId: number | null;
  locale: string;
  requestId?: string;
  auth: ApiAuth | null;
  /** Called when a response carries a new auth trio (devise_token_auth rotates tokens); persist it in the session. */
  onAuthRefresh?: (auth: ApiAuth) => void;
  /** Called with every ApiError/WrongCenterError before it is thrown or mapped, e.g. to report 5xx (SPEC §8). */
  onError?: (error: ApiError | WrongCenterError) => void;
  /** Pause before the single GET/HEAD retry when no usable Retry-After is sent. Default 100 ms. */
  retryDelayMs?: number;
  /**
   * The visitor's D1 bookmark (ADR 0076): sent with every call in `x-d1-bookmark`, and the API's answer (its
   * session's latest, past any write the call made) handed back, so the next call reads at least that far.
   */
  bookmark?: { get(): string | null; set(bookmark: string): void };
}

type QueryScalar = string | number | boolean | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  /** JSON:API bracket notation, names snake_cased: { filter: { pageType: "news" } } → filter[page_type]=news. */
  query?: Query;
  /**
   * A plain object, sent as JSON as it is — a write's body is the contract's input for its path, snake_case as on the
   * wire, its JSON values untouched (contract/api-writes.ts, ADR 0040) — or FormData (sent as is, for uploads).
   */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * "route" (default): 401/403/404, wrong centre and 5xx are thrown as route error responses for the ErrorBoundary;
   * other 4xx as ApiError. "throw": always ApiError/WrongCenterError.
   */
  errors?: "route" | "throw";
  headers?: HeadersInit;
}

export interface ApiResponse<T> {
  data: T;
  meta?: JsonObject;
  links?: JsonObject;
  status: number;
  headers: Headers;
}

export type ApiMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A write's options: its `body` is the contract's input for the method and path (contract/api-writes.ts), sent as
 * it is — snake_case, JSON values untouched.
 */
export type WriteOptions<M extends WriteMethod, P extends string> = Omit<RequestOptions, "body"> & {
  body?: Body<WriteBody<M, P>>;
};
/** The attributes bare (as devise's routes take them) or as a JSON:API document (SPEC §7). */
type Body<B> = B | (B extends undefined ? never : { data: { type?: string; id?: string; attributes: B } });
/** A write's options are required when its path takes a body. */
type WriteArgs<M extends WriteMethod, P extends string> =
  undefined extends WriteBody<M, P>
    ? [options?: WriteOptions<M, P>]
    : [options: WriteOptions<M, P> & { body: Body<WriteBody<M, P>> }];

/** The writes, each typed by contract/api-writes.ts: a path the table does not know does not compile. */
export interface ApiWriter<Out> {
  post<P extends WritePath<"POST">>(path: P, ...options: WriteArgs<"POST", P>): Promise<Out>;
  put<P extends WritePath<"PUT">>(path: P, ...options: WriteArgs<"PUT", P>): Promise<Out>;
  patch<P extends WritePath<"PATCH">>(path: P, ...options: WriteArgs<"PATCH", P>): Promise<Out>;
  delete<P extends WritePath<"DELETE">>(path: P, ...options: WriteArgs<"DELETE", P>): Promise<Out>;
}

export interface ApiClient extends ApiWriter<ApiResponse<unknown>> {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** Any method, untyped: the client's own door (`get` and the typed writes go through it). */
  request<T = unknown>(method: ApiMethod, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /**
   * GET a download (a CSV export) as the API's own response, its body unread: a route hands it on to the browser as
   * a stream. An error answer is thrown as `get` throws it.
   */
  download(path: string, options?: Omit<RequestOptions, "body">): Promise<Response>;
  /** The auth trio the next request will send (follows refreshes). */
  readonly auth: ApiAuth | null;
}

/** A JSON:API error object, camelCased. */
export type ApiErrorObject = JsonApiErrorObject;

interface ErrorInit {
  status: number;
  errors: ApiErrorObject[];
  requestId?: string;
  method: string;
  path: string;
}

/**
 * The Worker bundles load-context.ts (which creates the API client) apart from the Remix server build, so an
 * error thrown by the context's client is an instance of the *other* copy of these classes: `instanceof` checks
 * the brand instead of the prototype.
 */
function branded(value: unknown, name: string): boolean {
  return typeof value === "object" && value !== null && (value as { name?: unknown }).name === name && "errors" in value;
}

export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, "ApiError");
  }

  readonly status: number;
  readonly errors: ApiErrorObject[];
  readonly requestId?: string;
  readonly method: string;
  readonly path: string;

  constructor(message: string, init: ErrorInit) {
    super(message);
    this.name = "ApiError";
    this.status = init.status;
    this.errors = init.errors;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
  }
}

/** SPEC §8: an answer mentioning 'wrong center' is rethrown as an Error with that message. */
export class WrongCenterError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return branded(value, "WrongCenterError");
  }

  readonly status: number;
  readonly errors: ApiErrorObject[];
  readonly requestId?: string;

  constructor(message: string, init: Omit<ErrorInit, "method" | "path">) {
    super(message);
    this.name = "WrongCenterError";
    this.status = init.status;
    this.errors = init.errors;
    this.requestId = init.requestId;
  }
}

/**
 * 422 errors in the shape Conform's `submission.reply()` takes: pointers become camelCase field names
 * (`/data/attributes/postal_address/postal_code` → `postalAddress.postalCode`, `/items/0/name` → `items[0].name`);
 * errors without a pointer are form errors.
 */
export function apiFieldErrors(error: ApiError): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const e of error.errors) {
    const message = e.detail ?? e.title;
    if (!message) continue;
    const segments = (e.source?.pointer ?? "")
      .replace(/^\/data(\/(attributes|relationships))?/, "")
      .split("/")
      .filter(Boolean);
    if (segments.length === 0) {
      formErrors.push(message);
      continue;
    }
    const field = segments.reduce(
      (name, s) => (/^\d+$/.test(s) ? `${name}[${s}]` : name ? `${name}.${toCamelCase(s)}` : toCamelCase(s)),
      "",
    );
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  return { formErrors, fieldErrors };
}

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT: ReadonlySet<string> = new Set(["GET", "HEAD"]);
const MAX_RETRY_AFTER_MS = 1000;
const ROUTE_STATUSES = new Set([401, 403, 404]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// Brackets and commas stay literal: readable logs, and what JSON:API examples and servers expect.
const encode = (s: string) => encodeURIComponent(s).replace(/%5B/gi, "[").replace(/%5D/gi, "]").replace(/%2C/gi, ",");

function scalar(value: QueryScalar): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function appendQuery(parts: string[], name: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const items = value.filter((v) => v !== undefined && v !== null);
    parts.push(`${encode(name)}=${encode(items.map(scalar).join(","))}`);
  } else if (isPlainObject(value)) {
    for (const [k, v] of Object.entries(value)) appendQuery(parts, `${name}[${toSnakeCase(k)}]`, v as QueryValue);
  } else {
    parts.push(`${encode(name)}=${encode(scalar(value as QueryScalar))}`);
  }
}

/** `{ filter: { pageType: "news" }, page: { number: 2 } }` → `filter[page_type]=news&page[number]=2`. */
export function encodeQuery(query: Query | undefined): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query ?? {})) appendQuery(parts, toSnakeCase(k), v);
  return parts.join("&");
}

function retryDelay(response: Response | null, fallbackMs: number): number {
  const header = response?.headers.get("Retry-After");
  if (!header) return fallbackMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  // A long Retry-After would hold the visitor's page render; one quick retry is all we give it.
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_RETRY_AFTER_MS ? ms : fallbackMs;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205 || response.status === 304) return null;
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // an HTML error page from a proxy, say
  }
}

/** The body's errors as JSON:API error objects, whatever the shape (JSON:API list, devise strings or field map). */
function errorObjects(body: unknown, status: number): ApiErrorObject[] {
  if (!isPlainObject(body)) return [];
  const { errors } = body;
  if (Array.isArray(errors)) {
    return errors.map((e) => (typeof e === "string" ? { status: String(status), detail: e } : camelKeys<ApiErrorObject>(e)));
  }
  if (isPlainObject(errors)) {
    // devise registrations: { errors: { email: ["is taken"], full_messages: [...] } }
    return Object.entries(errors)
      .filter(([field]) => field !== "full_messages")
      .flatMap(([field, messages]) =>
        (Array.isArray(messages) ? messages : [messages]).map((m) => ({
          status: String(status),
          detail: String(m),
          source: { pointer: `/data/attributes/${field}` },
        })),
      );
  }
  return [];
}

function wrongCenterMessage(body: unknown, errors: ApiErrorObject[]): string | undefined {
  const candidates: unknown[] = errors.flatMap((e) => [e.detail, e.title, e.code]);
  if (isPlainObject(body)) candidates.push(body.message, body.error);
  return candidates.find((c): c is string => typeof c === "string" && /wrong center/i.test(c));
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  let auth = options.auth;
  const base = options.baseUrl.replace(/\/+$/, "");
  const fallbackDelay = options.retryDelayMs ?? 100;

  function headersFor(body: unknown, extra?: HeadersInit): Headers {
    const h = new Headers(extra);
    h.set("X-Tenant", options.tenant);
    h.set("App-Context", options.appContext);
    if (options.volunteerCenterId != null) h.set("Volunteer-Center-Id", String(options.volunteerCenterId));
    if (options.currentOrganizationId != null) h.set("Current-Organization-Id", String(options.currentOrganizationId));
    if (auth) {
      h.set("access-token", auth.accessToken);
      h.set("client", auth.client);
      h.set("uid", auth.uid);
      h.set("token-type", auth.tokenType ?? "Bearer");
    }
    h.set("Accept-Language", options.locale);
    h.set("Accept", "application/vnd.api+json");
    if (options.requestId) h.set("X-Request-Id", options.requestId);
    const bookmark = options.bookmark?.get();
    if (bookmark) h.set(BOOKMARK_HEADER, bookmark);
    if (body !== undefined && !(body instanceof FormData)) {
      h.set("Content-Type", isPlainObject(body) && "data" in body ? "application/vnd.api+json" : "application/json");
    }
    return h;
  }

  function refreshBookmark(headers: Headers): void {
    const bookmark = validBookmark(headers.get(BOOKMARK_HEADER));
    if (bookmark) options.bookmark?.set(bookmark);
  }

  /** What every answer hands back: a rotated auth trio and the session's bookmark. */
  function takeFrom(headers: Headers): void {
    refreshAuth(headers);
    refreshBookmark(headers);
  }

  function refreshAuth(headers: Headers): void {
    const accessToken = headers.get("access-token");
    const client = headers.get("client");
    const uid = headers.get("uid");
    // devise_token_auth answers batched requests with an empty access-token: keep the current one.
    if (!accessToken || !client || !uid) return;
    const next: ApiAuth = { accessToken, client, uid, tokenType: headers.get("token-type") || auth?.tokenType || "Bearer" };
    const expiry = headers.get("expiry");
    if (expiry) next.expiry = expiry;
    // The same trio again (every answer repeats it) is no refresh: reporting it would rewrite the session cookie on
    // every response, and a concurrent request's copy then overwrote a flash toast set by another (seen in e2e).
    const same =
      auth?.accessToken === next.accessToken &&
      auth.client === next.client &&
      auth.uid === next.uid &&
      (next.expiry === undefined || auth.expiry === next.expiry);
    if (same) return;
    auth = next;
    options.onAuthRefresh?.(next);
  }

  async function request<T>(method: ApiMethod, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const qs = encodeQuery(opts.query);
    const url = `${base}${path.startsWith("/") ? "" : "/"}${path}${qs ? (path.includes("?") ? "&" : "?") + qs : ""}`;
    const payload = opts.body === undefined ? undefined : opts.body instanceof FormData ? opts.body : JSON.stringify(opts.body);
    const canRetry = IDEMPOTENT.has(method);

    let response: Response | null = null;
    for (let attempt = 0; ; attempt++) {
      const req = new Request(url, { method, headers: headersFor(opts.body, opts.headers), body: payload, signal: opts.signal });
      try {
        response = await options.fetch(req);
        takeFrom(response.headers); // before a retry too: a rotated token must be the one the retry sends
      } catch (error) {
        if (!canRetry || attempt > 0 || opts.signal?.aborted) throw error;
        await sleep(fallbackDelay, opts.signal);
        continue;
      }
      if (!canRetry || attempt > 0 || !RETRY_STATUSES.has(response.status)) break;
      // Release the connection; not awaited: cancel() never settles on some stream implementations (MSW's, here).
      response.body?.cancel().catch(() => {});
      await sleep(retryDelay(response, fallbackDelay), opts.signal);
    }

    const body = method === "HEAD" ? null : await readBody(response);
    const requestId = response.headers.get("X-Request-Id") ?? options.requestId;

    if (response.status >= 400 && response.status <= 599) {
      throw toThrowable(method, path, response.status, body, requestId, opts.errors ?? "route");
    }

    const { data, meta, links } = deserialize<T>(body);
    return { data, meta, links, status: response.status, headers: response.headers };
  }

  function toThrowable(
    method: string,
    path: string,
    status: number,
    body: unknown,
    requestId: string | undefined,
    mode: "route" | "throw",
  ): unknown {
    const errors = errorObjects(body, status);
    const wrongCenter = wrongCenterMessage(body, errors);
    const error = wrongCenter
      ? new WrongCenterError(wrongCenter, { status, errors, requestId })
      : new ApiError(
          `${method} ${path} failed with ${status}${errors[0] ? `: ${errors[0].detail ?? errors[0].title ?? ""}` : ""}`,
          { status, errors, requestId, method, path },
        );
    options.onError?.(error);
    if (mode === "throw") return error;
    if (error instanceof WrongCenterError) return routeError(status, "wrong_center", { requestId });
    if (ROUTE_STATUSES.has(status) || status >= 500) return routeError(status, reasonForStatus(status), { requestId });
    return error;
  }

  return {
    get: (path, opts) => request("GET", path, opts),
    post: (path: string, opts?: RequestOptions) => request("POST", path, opts),
    put: (path: string, opts?: RequestOptions) => request("PUT", path, opts),
    patch: (path: string, opts?: RequestOptions) => request("PATCH", path, opts),
    delete: (path: string, opts?: RequestOptions) => request("DELETE", path, opts),
    request,
    async download(path, opts = {}) {
      const qs = encodeQuery(opts.query);
      const url = `${base}${path.startsWith("/") ? "" : "/"}${path}${qs ? (path.includes("?") ? "&" : "?") + qs : ""}`;
      const headers = headersFor(undefined, opts.headers);
      headers.set("Accept", "text/csv, application/vnd.api+json");
      const response = await options.fetch(new Request(url, { method: "GET", headers, signal: opts.signal }));
      takeFrom(response.headers);
      if (response.status >= 400) {
        const body = await readBody(response);
        const requestId = response.headers.get("X-Request-Id") ?? options.requestId;
        throw toThrowable("GET", path, response.status, body, requestId, opts.errors ?? "route");
      }
      return response;
    },
    get auth() {
      return auth;
    },
  };
}
