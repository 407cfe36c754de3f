/**
 * The workshops screens' reads and writes through the API (docs/decisions/0072-workshops.md): the API scopes the
 * lists and checks every read and write again (another tenant's or centre's workshop is its 404).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { actorOf, currentUser } from "~/utils/account.server";
import { getList, getOne, type Resource } from "~/utils/api-resources.server";
import { mayUse } from "~/utils/permissions";
import { routeError } from "~/utils/route-errors";
import { type Actor, widestScope } from "../../../contract/policy";
import type { VolunteerCenterAttributes } from "../../../contract/volunteer-centers";
import type { WorkshopAttributes } from "../../../contract/workshops";

export const WORKSHOPS_PAGE_SIZE = 20;

export type Workshop = Resource<WorkshopAttributes>;

/** A workshop id from the path, or the 404 page. */
export function workshopIdOf(id: string | undefined): string {
  if (!id || !/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  return id;
}

export const workshopPath = (id: string) => `/api/v1/workshops/${encodeURIComponent(id)}` as const;
export const signupPath = (id: string) => `/api/v1/workshops/${encodeURIComponent(id)}/signup` as const;

/** The signed-in actor and what they may do here. */
export async function workshopActor(context: AppLoadContext, request: Request) {
  const actor: Actor = actorOf(await currentUser(context, request));
  return { actor, manages: mayUse(actor, "workshops.manage"), signsUp: mayUse(actor, "workshops.sign_up") };
}

/** A page of workshops: the own centre's upcoming ones, or (`manageable`) those the manager reaches. */
export async function listWorkshops(context: AppLoadContext, page: number, manageable: boolean) {
  const answer = await getList<WorkshopAttributes>(context.api, "/api/v1/workshops", {
    query: { page: { number: page, size: WORKSHOPS_PAGE_SIZE }, ...(manageable ? { filter: { manageable: "true" } } : {}) },
  });
  return { workshops: answer.data, meta: answer.meta };
}

/** One workshop (with its sign-ups for its managers); the API's 404 is the 404 page. */
export async function loadWorkshop(context: AppLoadContext, id: string): Promise<Workshop> {
  return (await getOne<WorkshopAttributes>(context.api, workshopPath(id))).data;
}

/**
 * The centres a new workshop may be for: an admin's choice of the tenant's centres (their own first chosen); a
 * centre superuser's is always their own (an empty list: no choice shown).
 */
export async function centreChoices(context: AppLoadContext, actor: Actor) {
  if (widestScope(actor, "workshops.manage") !== "tenant") return { centres: [], own: actor.centerId };
  const list = await getList<VolunteerCenterAttributes>(context.api, "/api/v1/volunteer_centers", {
    query: { page: { size: 100 } },
  });
  const centres = list.data.map((c) => ({ value: String(c.id), label: c.name }));
  return { centres: centres.length > 1 ? centres : [], own: actor.centerId };
}
