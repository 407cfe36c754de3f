/**
 * One-time notes from an action (or a loader that redirects) to the page after the redirect, beside the flash toasts
 * (toast.server.ts): post/redirect/get for what is not a toast. Like them they travel as flash data in the signed
 * session cookie, so they work with and without JavaScript, are read once, and never appear in a URL (an e-mail
 * address in a URL ends up in logs and histories).
 */
import { type AppLoadContext, redirect, type Session } from "@remix-run/cloudflare";
import type { SessionData } from "./cookies.server";

export interface FlashNotes {
  /** The account was just deleted: /profiel/verwijderd may say so (to this browser, once). */
  accountDeleted: true;
  /** Signing in found an account of another centre: the sign-in page shows the 'wrong website' error (SPEC §8). */
  wrongCenter: true;
  /** The address of an account that was just confirmed: the sign-in form starts with it. */
  signInEmail: string;
  /** The outcome of applying to a vacancy (vacancies and applications, ADR 0021): the vacancy page shows it once after the redirect. */
  vacancyApplication: {
    vacancyId: string;
    outcome: "pending" | "waitlisted" | "received" | "alreadyApplied" | "vacancyClosed";
    position: number | null;
    /** A withdrawn application made anew by its signed-in owner. */
    reapplied?: boolean;
  };
  /** An application just withdrawn through the mail's signed link: /applications/{id}/withdraw shows it once. */
  applicationWithdrawn: { applicationId: string; vacancyId: string; vacancyTitle: string; organizationName: string };
  /** A form was just sent (the form builder, ADR 0061): its page or the page block it sits in thanks the visitor once. */
  formSent: { formId: string; block?: string };
}

type NoteKey = keyof FlashNotes;
type FlashData = { [K in NoteKey as `note:${K}`]: FlashNotes[K] };

function noteSession(context: AppLoadContext) {
  return context.session as unknown as Session<SessionData, FlashData>;
}

/** Leaves a note for the next request that reads it (the caller's response commits the session). */
export function flashNote<K extends NoteKey>(context: AppLoadContext, key: K, value: FlashNotes[K]): void {
  noteSession(context).flash(`note:${key}`, value as never);
}

/**
 * The note, removed from the session (read once); undefined when there is none. Reading one marks the session
 * changed, so this response's cookies (entry.server's responseCookies()) carry the session without it.
 */
export function takeNote<K extends NoteKey>(context: AppLoadContext, key: K): FlashNotes[K] | undefined {
  const session = noteSession(context);
  const name = `note:${key}` as const;
  if (!session.has(name)) return undefined;
  const value = session.get(name) as FlashNotes[K] | undefined;
  context.markSessionChanged();
  return value;
}

/**
 * Redirects with the session committed on the response itself: Remix returns an action's redirect without running
 * entry.server, so nothing else would set the cookie (as redirectWithToast does for toasts).
 */
export async function redirectWithSession(context: AppLoadContext, url: string, status = 303) {
  const headers = new Headers();
  headers.append("Set-Cookie", await context.cookies.session.commitSession(context.session));
  for (const cookie of await context.responseCookies(headers)) headers.append("Set-Cookie", cookie);
  return redirect(url, { status, headers });
}
