/** A centre's settings: its design and its footer, each written whole (PUT) to the centre's profile. */
import type { DesignInput, FooterInput } from "../../../contract/volunteer-centers";
import { toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { designValues, footerValues, saveCenterProfile } from "../../services/volunteer-center-profiles";
import type { Validated } from "../../types";
import { pathCenterOf } from "./volunteer-centers.guards";
import { profileResource } from "./volunteer-centers.handlers";

export async function updateDesign(c: Validated<{ json: ValidBody<DesignInput> }>) {
  const profile = await saveCenterProfile(c, pathCenterOf(c), designValues(c.req.valid("json").data));
  return jsonApi(c, toDocument({ data: profileResource(profile) }));
}

export async function updateFooter(c: Validated<{ json: ValidBody<FooterInput> }>) {
  const profile = await saveCenterProfile(c, pathCenterOf(c), footerValues(c.req.valid("json").data));
  return jsonApi(c, toDocument({ data: profileResource(profile) }));
}
