/**
 * Server side of the help-request moderation screens (neighbour help: /applications/hulpvragen, /applications/hulpvragen/
 * {id}): centre staff (`organizations.approve`, the route's `requires`) of a tenant with peer-to-peer help (else the
 * 404 page). The API scopes the rows to the centre and checks every write again.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getList, getOne, type ListResponse, type Resource } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import { rethrowAsPage } from "~/utils/route-errors.server";
import type { PeerToPeerWording } from "../../../config/tenants";
import type { HelpRequestAttributes, HelpRequestStatus } from "../../../contract/help-requests";

export type HelpRequest = Resource<HelpRequestAttributes>;
export const HELP_PAGE_SIZE = 25;

export function requireHelpFeature(context: AppLoadContext): PeerToPeerWording {
  const wording = context.tenant?.features.peerToPeer;
  if (!wording) throw routeError(404, "not_found");
  return wording;
}

export function listHelpRequests(
  context: AppLoadContext,
  { status, page }: { status: HelpRequestStatus | ""; page: number },
): Promise<ListResponse<HelpRequest>> {
  return getList<HelpRequestAttributes>(context.api, "/api/v1/help_requests", {
    query: { filter: { status: status || undefined }, page: { number: page, size: HELP_PAGE_SIZE }, sort: "-created_at" },
    errors: "throw",
  }).catch(rethrowAsPage);
}

export async function loadHelpRequest(context: AppLoadContext, id: string | undefined): Promise<HelpRequest> {
  if (!id || !/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const { data } = await getOne<HelpRequestAttributes>(context.api, `/api/v1/help_requests/${id}`, { errors: "throw" }).catch(
    rethrowAsPage,
  );
  return data;
}
