/**
 * The public organisation page's vacancies, loaded: `GET /api/v1/vacancies?filter[organization_id]=` (what the
 * visitor may see: published ones of an approved organisation), newest first, as cards. Never fails the organisation
 * page: an error shows none.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getList } from "~/utils/api-resources.server";
import type { VacancySummaryAttributes } from "../../../contract/vacancies";
import { vacancyCardData } from "./vacancy-card";

export async function organizationVacancies(context: AppLoadContext, organizationId: string, size: number) {
  try {
    const { data, meta } = await getList<VacancySummaryAttributes>(context.api, "/api/v1/vacancies", {
      query: { filter: { organizationId }, sort: "newest", page: { number: 1, size } },
      errors: "throw",
    });
    return { vacancies: data.map(vacancyCardData), total: meta.recordCount };
  } catch {
    return { vacancies: [], total: 0 };
  }
}
