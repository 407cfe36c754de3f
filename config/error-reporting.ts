/**
 * Error reporting to a Sentry-compatible service (SPEC §8, ADR 0074): one event per unexpected error, posted as a
 * Sentry envelope to the DSN's envelope endpoint, after the response (`waitUntil`). Without `SENTRY_DSN` nothing is
 * built or sent. Everything that leaves is scrubbed first: values under a secret-sounding key (password, token,
 * cookie, authorization, client, uid, session…) at any depth, and tokens in the URL's query and path.
 *
 * The ground floor (config/): the API's error handler, the Remix hooks and the client-error endpoint all send
 * through here.
 */

export interface ErrorReportingEnv {
  /** `https://<public key>@<host>/<project id>` of a Sentry-compatible service (a secret; README "Error reporting"). */
  SENTRY_DSN?: string;
  /** The release the events name (e.g. the deployed commit); else the build's version, else "unknown". */
  SENTRY_RELEASE?: string;
  /** The events' environment; else `ENVIRONMENT` ("production" when unset), "staging" when STAGING is on. */
  SENTRY_ENVIRONMENT?: string;
  ENVIRONMENT?: string;
  STAGING?: string;
}

/** Statuses 300–499 are outcomes (redirect, not found, forbidden, invalid input), not faults: never reported (SPEC §8). */
export function isReportedStatus(status: number): boolean {
  return !(status >= 300 && status < 500);
}

export const FILTERED = "[Filtered]";

/**
 * Keys whose values never leave: a key is compared lower-cased with `-` read as `_`. Exact names for the devise trio's
 * short names (client, uid: harmless words elsewhere, secrets here), any key *containing* the longer words.
 */
const SECRET_KEYS = new Set(["client", "uid", "otp", "dsn"]);
const SECRET_PARTS =
  /password|passwd|token|secret|cookie|authorization|session|api_?key|signature|credential|private_?key|csrf|xsrf|nonce|bearer/;

export function isSecretKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/-/g, "_");
  return SECRET_KEYS.has(normalized) || SECRET_PARTS.test(normalized);
}

const MAX_DEPTH = 8;
const MAX_STRING = 2000;
const MAX_ITEMS = 50;

/** A copy of `value` with every secret-keyed value replaced, at any depth (cycles and depth cut, long strings cut). */
export function scrub(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === "string") return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== "object") return typeof value === "bigint" ? String(value) : value;
  if (seen.has(value) || depth >= MAX_DEPTH) return "[…]";
  seen.add(value);
  if (value instanceof Headers) return scrub(Object.fromEntries(value.entries()), depth, seen);
  if (value instanceof URL) return scrubUrl(value.href);
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => scrub(item, depth + 1, seen));
  if (value instanceof Error) return { name: value.name, message: scrubText(value.message) };
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value).slice(0, MAX_ITEMS)) {
    out[key] = isSecretKey(key) ? FILTERED : scrub(child, depth + 1, seen);
  }
  return out;
}

/** A path segment or query value that looks like a generated token (a form link, a signed link, a reset token). */
const TOKEN_LIKE = /^[A-Za-z0-9_.~=+%-]{20,}$/;
const looksLikeToken = (text: string) => TOKEN_LIKE.test(text) && /\d/.test(text) && /[A-Za-z]/.test(text);

/**
 * The URL without its secrets: values of secret-keyed or token-like query parameters, token-like path segments
 * (`/forms/<token>`) and any user:password part are replaced; the fragment is dropped.
 */
export function scrubUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return FILTERED;
  }
  url.username = "";
  url.password = "";
  url.hash = "";
  url.pathname = url.pathname
    .split("/")
    .map((segment) => (looksLikeToken(segment) ? FILTERED : segment))
    .join("/");
  const params = [...url.searchParams.entries()].map(
    ([key, value]) => [key, isSecretKey(key) || looksLikeToken(value) ? FILTERED : value] as const,
  );
  url.search = params.length ? new URLSearchParams(params.map(([k, v]) => [k, v])).toString() : "";
  return url.href.replace(/%5BFiltered%5D/g, FILTERED);
}

/** A path with its query (`/api/v1/public_forms/<token>?x=1`), scrubbed like a URL. */
export function scrubPath(path: string): string {
  const scrubbed = scrubUrl(`http://path.invalid${path.startsWith("/") ? "" : "/"}${path}`);
  return scrubbed === FILTERED ? FILTERED : scrubbed.slice("http://path.invalid".length);
}

/** `key=value` and `key: value` pairs inside free text (an error message quoting a query) with a secret key. */
export function scrubText(text: string): string {
  const filterPair = (match: string, key: string, sep: string) => (isSecretKey(key) ? `${key}${sep}${FILTERED}` : match);
  // `key=value` first, then `key: value` (so "table: password=x" still finds the password).
  return text
    .replace(/\b([\w-]+)(=)("[^"]*"|[^\s&"',;]+)/g, filterPair)
    .replace(/\b([\w-]+)(:\s*)("[^"]*"|[^\s&"',;]+)/g, filterPair)
    .replace(/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${FILTERED}`);
}

export interface ParsedDsn {
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

/** `https://<key>@<host>[:port][/path]/<project>` → the envelope endpoint; null when it is not such a URL. */
export function parseDsn(dsn: string | undefined): ParsedDsn | null {
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || !url.username) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const project = parts.pop();
  if (!project || !/^\d+$/.test(project)) return null;
  const prefix = parts.length ? `/${parts.join("/")}` : "";
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    dsn: `${url.protocol}//${url.username}@${url.host}${prefix}/${project}`,
  };
}

export type ReportSource = "server" | "api" | "client";

export interface ErrorReport {
  error: unknown;
  source: ReportSource;
  /** The HTTP status of the failure; 0 when there is none (a browser's error). */
  status: number;
  requestId?: string;
  tenant?: string | null;
  /** The page or API URL (scrubbed here). */
  url?: string;
  method?: string;
  /** The route id or pattern (`routes/vacancies+/$id`), when known. */
  route?: string;
  userAgent?: string | null;
  /** The build's own version (workers/app.ts), used when SENTRY_RELEASE is not set. */
  buildVersion?: string;
  /** Anything else worth knowing (scrubbed by key at every depth). */
  context?: Record<string, unknown>;
  /** A browser error's own stack (it is text, not an Error). */
  stack?: string;
}

interface StackFrame {
  function?: string;
  filename?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
}

/** V8's and Firefox/Safari's stack lines as Sentry frames, oldest first (as Sentry orders them). */
export function stackFrames(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split("\n").slice(0, 60)) {
    const v8 = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/.exec(line);
    const gecko = v8 ? null : /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/.exec(line);
    const match = v8 ?? gecko;
    if (!match) continue;
    const filename = scrubUrlOrPath(match[2]);
    frames.push({
      function: match[1] || "?",
      filename,
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !filename.includes("node_modules"),
    });
  }
  return frames.reverse();
}

const scrubUrlOrPath = (text: string) => (/^[a-z]+:\/\//i.test(text) ? scrubUrl(text) : text);

function environmentOf(env: ErrorReportingEnv): string {
  if (env.SENTRY_ENVIRONMENT) return env.SENTRY_ENVIRONMENT;
  if (env.STAGING?.trim().toLowerCase() === "true") return "staging";
  return env.ENVIRONMENT || "production";
}

function hexId(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

/** The Sentry event of a report: already scrubbed, ready to send. */
export function buildEvent(env: ErrorReportingEnv, report: ErrorReport) {
  const error = report.error;
  const type = error instanceof Error ? error.name || "Error" : typeof error === "object" && error ? "Object" : typeof error;
  const message = scrubText(
    error instanceof Error ? error.message : typeof error === "string" ? error : safeJson(scrub(error)).slice(0, MAX_STRING),
  );
  const stack = report.stack ?? (error instanceof Error ? error.stack : undefined);
  const frames = stackFrames(stack);
  return {
    event_id: hexId(),
    timestamp: Date.now() / 1000,
    platform: "javascript",
    level: "error",
    logger: report.source,
    release: env.SENTRY_RELEASE || report.buildVersion || "unknown",
    environment: environmentOf(env),
    transaction: report.route,
    request: report.url
      ? {
          url: scrubUrl(report.url),
          method: report.method,
          // Only the user agent: every other header (cookie, authorization, the auth trio) stays home.
          headers: report.userAgent ? { "User-Agent": report.userAgent.slice(0, 512) } : undefined,
        }
      : undefined,
    tags: {
      source: report.source,
      ...(report.status ? { status: String(report.status) } : {}),
      ...(report.requestId ? { request_id: report.requestId } : {}),
      ...(report.tenant ? { tenant: report.tenant } : {}),
    },
    exception: {
      values: [{ type, value: message, ...(frames.length ? { stacktrace: { frames } } : {}) }],
    },
    extra: report.context ? (scrub(report.context) as Record<string, unknown>) : undefined,
  };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The envelope body: header line, item header line, the event (Sentry's envelope format). */
export function envelopeOf(dsn: ParsedDsn, event: ReturnType<typeof buildEvent>): string {
  const header = { event_id: event.event_id, sent_at: new Date().toISOString(), dsn: dsn.dsn };
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: "event" })}\n${JSON.stringify(event)}\n`;
}

export interface SendOptions {
  /** Keeps the Worker alive for the send after the response (ExecutionContext.waitUntil). */
  waitUntil?: (promise: Promise<unknown>) => void;
  fetch?: typeof fetch;
}

/**
 * Reports one error when a DSN is configured and the status is a fault; the POST runs in `waitUntil`, so the response
 * never waits for it, and a failing service (down, slow, refusing) is logged, never thrown. Returns whether a report
 * was handed off.
 */
export function sendErrorReport(env: ErrorReportingEnv | undefined, report: ErrorReport, options: SendOptions = {}): boolean {
  if (!env?.SENTRY_DSN || !isReportedStatus(report.status)) return false;
  const dsn = parseDsn(env.SENTRY_DSN);
  if (!dsn) {
    console.error(JSON.stringify({ level: "error", msg: "SENTRY_DSN is not a DSN; error not reported" }));
    return false;
  }
  let body: string;
  try {
    body = envelopeOf(dsn, buildEvent(env, report));
  } catch (failure) {
    console.error(JSON.stringify({ level: "error", msg: "error report not built", error: String(failure) }));
    return false;
  }
  const post = Promise.resolve()
    .then(() =>
      (options.fetch ?? fetch)(dsn.envelopeUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-sentry-envelope",
          "X-Sentry-Auth": `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=volunteering-platform/1.0`,
        },
        body,
        signal: AbortSignal.timeout(5000),
      }),
    )
    .then((response) => {
      if (!response.ok) console.error(JSON.stringify({ level: "error", msg: "error report refused", status: response.status }));
    })
    .catch((failure: unknown) => {
      console.error(JSON.stringify({ level: "error", msg: "error report not sent", error: String(failure) }));
    });
  if (options.waitUntil) {
    try {
      options.waitUntil(post);
    } catch {}
  }
  return true;
}
