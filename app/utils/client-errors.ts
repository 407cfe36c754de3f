/**
 * The browser's side of error reporting (SPEC §8, ADR 0074): an unexpected error — the root error boundary's, an
 * uncaught `error`, an `unhandledrejection` — is posted to the same-origin `/api/v1/client_errors`, which forwards it
 * to the error service. Nothing is posted unless the server says a service is configured (`data-error-reports` on
 * <html>), at most a few per page and each message once, and never the page's fragment.
 */
import type { ClientErrorKind } from "../../contract/client-errors";

export const CLIENT_ERRORS_PATH = "/api/v1/client_errors";
/**
 * The API's caps (contract/client-errors.ts), repeated here so the page's script does not carry zod; a test holds
 * them equal.
 */
export const CLIENT_ERROR_CAPS = { message: 1000, stack: 8000, url: 2000 } as const;
const MAX_PER_PAGE = 5;
const reported = new Set<string>();

/** Remix's stand-in for a server error in the browser: the server reported the real one already. */
const SANITIZED_SERVER_ERROR = "Unexpected Server Error";

export function reportClientError(error: unknown, kind: ClientErrorKind): void {
  if (typeof document === "undefined") return;
  const root = document.documentElement;
  const tenant = root.dataset.tenant;
  if (root.dataset.errorReports !== "on" || !tenant) return;
  const name = error instanceof Error ? error.name : undefined;
  const message = (error instanceof Error ? error.message : typeof error === "string" ? error : String(error)).trim();
  // "Script error." is a cross-origin script's error with nothing in it.
  if (!message || message === "Script error." || message === SANITIZED_SERVER_ERROR) return;
  const key = `${kind}:${message}`;
  if (reported.has(key) || reported.size >= MAX_PER_PAGE) return;
  reported.add(key);
  const url = new URL(window.location.href);
  url.hash = "";
  const attributes = {
    kind,
    name: name?.slice(0, 100),
    message: message.slice(0, CLIENT_ERROR_CAPS.message),
    stack: error instanceof Error && error.stack ? error.stack.slice(0, CLIENT_ERROR_CAPS.stack) : undefined,
    url: url.href.slice(0, CLIENT_ERROR_CAPS.url),
  };
  try {
    fetch(CLIENT_ERRORS_PATH, {
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "Content-Type": "application/vnd.api+json", "X-Tenant": tenant },
      body: JSON.stringify({ data: { type: "client_errors", attributes } }),
    }).catch(() => {});
  } catch {}
}

/** Window-level listeners for what no boundary catches (entry.client.tsx, once). */
export function listenForClientErrors(): void {
  window.addEventListener("error", (event) => {
    if (event.error || event.message) reportClientError(event.error ?? event.message, "error");
  });
  window.addEventListener("unhandledrejection", (event) => reportClientError(event.reason, "unhandledrejection"));
}
