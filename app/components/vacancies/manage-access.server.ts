/**
 * Who may use the vacancy and activity management screens: anyone holding `organization.manage` in some scope — an
 * organisation superuser for their organisations, centre staff for their centre, the admin for the tenant. A
 * screen-wide `handle.requires` cannot say "for some organisation" (mayUse asks the actor's centre), so the loaders
 * and actions ask `requireVacancyManager`; the API scopes every list and checks every write again.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { mayUseSomewhere } from "~/utils/permissions";
import { routeError } from "~/utils/route-errors";
import type { Actor } from "../../../contract/policy";

/** May the actor manage vacancies anywhere (an organisation's, a centre's or the tenant's)? */
export function managesVacancies(actor: Actor): boolean {
  return mayUseSomewhere(actor, "organization.manage");
}

/** The signed-in actor, or the 403 page for those who manage no vacancies at all. */
export async function requireVacancyManager(context: AppLoadContext, request: Request): Promise<Actor> {
  const actor = actorOf(await currentUser(context, request));
  if (!managesVacancies(actor)) throw routeError(403, "forbidden");
  return actor;
}
