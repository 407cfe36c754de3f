/** PATCH /api/v1/vacancies/bulk: one change to many vacancies, all or nothing (api/services/vacancy-bulk.ts). */
import type { z } from "zod";
import type { vacancyBulkInput } from "../../../contract/vacancy-inputs";
import { toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { vacancyResource } from "../../services/vacancies";
import { bulkEditVacancies as bulkEdit } from "../../services/vacancy-bulk";
import type { Validated } from "../../types";

type Bulk = ValidBody<z.output<typeof vacancyBulkInput>>;

export async function bulkEditVacancies(c: Validated<{ json: Bulk }>) {
  const { data, pointer } = c.req.valid("json");
  const views = await bulkEdit(c, data, pointer);
  const shown = views.filter((v) => v.row.status !== "deleted").map((v) => vacancyResource(v, v.row.volunteerCenterId));
  return jsonApi(c, toDocument({ data: shown, meta: { recordCount: views.length } }));
}
