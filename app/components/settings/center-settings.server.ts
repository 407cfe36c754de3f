/**
 * The centre whose settings /instellingen/design and /footer edit: the site's own centre (the request's), for those
 * the policy lets change its settings (`settings.manage` on that centre: its centre superusers, the tenant's admin);
 * others get the 403 page (the API checks again).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { getOne, type Resource } from "~/utils/api-resources.server";
import { routeError } from "~/utils/route-errors";
import { can } from "../../../contract/policy";
import type { VolunteerCenterAttributes, VolunteerCenterProfileAttributes } from "../../../contract/volunteer-centers";

type CenterRelationships = { profile: Resource<VolunteerCenterProfileAttributes> | null };

export async function editedCenter(context: AppLoadContext, request: Request) {
  const [user, { data: center }] = await Promise.all([
    currentUser(context, request),
    getOne<VolunteerCenterAttributes, CenterRelationships>(context.api, "/api/v1/volunteer_centers/current", {
      query: { include: "profile" },
    }),
  ]);
  if (!can(actorOf(user), "settings.manage", { centerId: Number(center.id) })) throw routeError(403, "forbidden");
  return { id: String(center.id), name: center.name, profile: center.profile };
}
