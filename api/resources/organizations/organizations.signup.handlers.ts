/**
 * POST /api/v1/organizations by anyone but staff: the public organisation sign-up (api/services/organization-signup.ts:
 * one batch, idempotent by its key). 201 for a new one, 200 for a repeated post; the honeypot is the route's.
 */
import type { z } from "zod";
import type { signUpOrganizationInput } from "../../../contract/organization-inputs";
import { actorOf } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { signUpOrganization as signUp } from "../../services/organization-signup";
import { organizationDocument } from "../../services/organizations";
import type { Validated } from "../../types";

const FULL = new Set(["profile", "address", "contact_person"]);

type SignUp = ValidBody<z.output<typeof signUpOrganizationInput>>;

export async function signUpOrganization(c: Validated<{ json: SignUp }>) {
  const { data, pointer } = c.req.valid("json");
  const { details, created } = await signUp(c, data, pointer);
  return jsonApi(c, organizationDocument(details, actorOf(c), FULL), created ? 201 : 200);
}
