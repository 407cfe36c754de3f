/** Who may do what to which vacancy (contract/policy.ts `organization.manage`), as middleware before the validators. */
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { guard, holdsSomewhere } from "../../middleware/guard";
import { parseId } from "../../scope";
import { loadVacancy, mayManageVacancy, mayReadVacancy } from "../../services/vacancies";

/**
 * The vacancy with this path id in the tenant, as far as the visitor may see it, or 404: unknown, another tenant's,
 * deleted and hidden (a draft to the public, another centre's unshared one) all look the same.
 */
export const pathVacancy = guard(async (c) => {
  const id = parseId(c.req.param("id"));
  const loaded = id ? await loadVacancy(c, id) : null;
  if (!loaded || !mayReadVacancy(c, actorOf(c), loaded)) throw notFound();
  c.set("pathVacancy", loaded);
});

/** Editing, deleting: `organization.manage` on the vacancy's organisation (401 signed out, else 403). */
export const managesPathVacancy = guard((c) => {
  requireUser(c);
  if (!mayManageVacancy(actorOf(c), c.get("pathVacancy").row)) throw forbidden();
});

/**
 * Creating and bulk edits: `organization.manage` somewhere (a volunteer never may: 403 before the body is read);
 * the organisation or each id is checked by the handler.
 */
export const managesOrganizations = holdsSomewhere("organization.manage");
