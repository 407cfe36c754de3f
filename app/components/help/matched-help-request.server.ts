/**
 * /vacancies/{id} of a matched help request (ADR 0024): the vacancy is filled, so the API answers 404 for it; the
 * page then asks the public `GET /api/v1/help_requests/matched/{id}` (title, place, type only) and, when that knows
 * it, answers 410 Gone with the "already matched" page instead of the 404 page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { getOne } from "~/utils/api-resources.server";
import { isRouteErrorData } from "~/utils/route-errors";
import type { MatchedHelpRequestAttributes } from "../../../contract/help-requests";
import type { MatchedHelpRequest } from "./matched-help-request";

/** Whether a thrown loader error is the 404 page (a `routeError(404)`). */
function isNotFound(error: unknown): boolean {
  if (error === null || typeof error !== "object") return false;
  const e = error as { data?: unknown; init?: { status?: number } | null };
  return e.init?.status === 404 && isRouteErrorData(e.data);
}

/** The "already matched" answer (410) for a loader's 404 on a vacancy id, or null (rethrow the 404). */
export async function matchedHelpRequestAnswer(context: AppLoadContext, id: string, error: unknown) {
  if (!isNotFound(error) || !context.tenant?.features.peerToPeer || !/^\d{1,12}$/.test(id)) return null;
  try {
    const { data: found } = await getOne<MatchedHelpRequestAttributes>(context.api, `/api/v1/help_requests/matched/${id}`, {
      errors: "throw",
    });
    const matched: MatchedHelpRequest = { title: found.title, city: found.city, vacancyType: found.vacancyType };
    return data({ matched }, { status: 410 });
  } catch {
    return null;
  }
}
