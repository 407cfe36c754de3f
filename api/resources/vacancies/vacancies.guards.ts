/** Who may do what to which vacancy (contract/policy.ts `organization.manage`), as middleware before the validators. */
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard, holdsSomewhere } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { type LoadedVacancy, loadVacancy, mayManageVacancy, mayReadVacancy } from "../../services/vacancies";

/** The vacancy a `/vacancies/{id}` route names (`pathVacancy`). */
const PATH_VACANCY = defineContextKey<LoadedVacancy>("pathVacancy");
export const pathVacancyOf = PATH_VACANCY.get;

/**
 * The vacancy with this path id in the tenant, as far as the visitor may see it, or 404: unknown, another tenant's,
 * deleted and hidden (a draft to the public, another centre's unshared one) all look the same.
 */
export const pathVacancy = guard(async (c) => {
  const loaded = await loadVacancy(c, idParam(c));
  if (!loaded || !mayReadVacancy(c, actorOf(c), loaded)) throw notFound();
  PATH_VACANCY.set(c, loaded);
});

/** Editing, deleting: `organization.manage` on the vacancy's organisation (401 signed out, else 403). */
export const managesPathVacancy = guard((c) => {
  requireUser(c);
  if (!mayManageVacancy(actorOf(c), pathVacancyOf(c).row)) throw forbidden();
});

/**
 * Creating and bulk edits: `organization.manage` somewhere (a volunteer never may: 403 before the body is read);
 * the organisation or each id is checked by the handler.
 */
export const managesOrganizations = holdsSomewhere("organization.manage");
