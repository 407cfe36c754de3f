import type { Context, Env } from "hono";
import { createMiddleware } from "hono/factory";
import { type Action, widestScope } from "../../contract/policy";
import { forbidden } from "../jsonapi/errors";
import type { ApiEnv } from "../types";
import { actorOf, requireUser } from "./auth";

/**
 * A route's authorisation step as middleware: `check` throws (401, 403, 404) or returns. Listed before the route's
 * validators, so a visitor without access learns nothing from a 422 about the body they sent.
 */
export function guard<E extends Env = ApiEnv>(check: (c: Context<E>) => void | Promise<void>) {
  return createMiddleware<E>(async (c, next) => {
    await check(c);
    await next();
  });
}

/** Signed in, or 401: a route any signed-in user may reach (their own things: the handler filters by the user). */
export const signedIn = guard((c) => {
  requireUser(c);
});

/**
 * For a write whose target is named only in its body (create a vacancy for an organisation, bulk edits, a note on an
 * application): the user must hold `action` somewhere at all — 401 signed out, 403 without it — before the body is
 * read. Whether they hold it for the target the body names, the handler checks.
 */
export const holdsSomewhere = (action: Action) =>
  guard((c) => {
    if (widestScope(actorOf(c), action) === null) {
      requireUser(c);
      throw forbidden();
    }
  });
