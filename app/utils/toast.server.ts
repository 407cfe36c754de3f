/**
 * Flash toasts for post/redirect/get (ARCHITECTURE "Forms": success redirects with a flash toast). The toast
 * travels in the signed session cookie as flash data, so it shows after the redirect with or without JavaScript.
 */
import { type AppLoadContext, redirect, type Session } from "@remix-run/cloudflare";
import type { SessionData } from "./cookies.server";
import { createToast, parseToasts, type ToastData, type ToastInput } from "./toast";

const FLASH_KEY = "toasts";

interface ToastFlash {
  [FLASH_KEY]: ToastData[];
}

// The flash lives beside the auth data in the one session cookie; SessionData (cookies.server.ts) need not know it.
function toastSession(context: AppLoadContext) {
  return context.session as unknown as Session<SessionData, ToastFlash>;
}

/** Adds toasts to the session's flash; toasts flashed earlier in the same request (or a redirect chain) are kept. */
export function flashToast(context: AppLoadContext, ...inputs: ToastInput[]): ToastData[] {
  const session = toastSession(context);
  const pending = session.has(FLASH_KEY) ? parseToasts(session.get(FLASH_KEY)) : [];
  const toasts = [...pending, ...inputs.map((input) => createToast(input))];
  session.flash(FLASH_KEY, toasts);
  return toasts;
}

/**
 * Redirects to `url` with `toast` flashed into the session. The response carries the committed session cookie
 * itself: Remix returns an action's redirect without running entry.server, so nothing else would set it.
 * `init` as for `redirect()` (status or ResponseInit; extra Set-Cookie headers are kept).
 */
export async function redirectWithToast(
  context: AppLoadContext,
  url: string,
  toast: ToastInput | ToastInput[],
  init?: number | ResponseInit,
): Promise<ReturnType<typeof redirect>> {
  flashToast(context, ...(Array.isArray(toast) ? toast : [toast]));
  const responseInit: ResponseInit = typeof init === "number" ? { status: init } : { ...init };
  const headers = new Headers(responseInit.headers);
  headers.append("Set-Cookie", await context.cookies.session.commitSession(context.session));
  for (const cookie of await context.responseCookies(headers)) headers.append("Set-Cookie", cookie);
  return redirect(url, { ...responseInit, headers });
}

/**
 * The flashed toasts, removed from the session (read once). When there were any, the session is marked changed,
 * so the context's responseCookies() (entry.server) commits the cleared session on this response; `commit` says so.
 */
export function readFlashToasts(context: AppLoadContext): { toasts: ToastData[]; commit: boolean } {
  const session = toastSession(context);
  if (!session.has(FLASH_KEY)) return { toasts: [], commit: false };
  const toasts = parseToasts(session.get(FLASH_KEY));
  context.markSessionChanged();
  return { toasts, commit: true };
}
