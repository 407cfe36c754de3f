/**
 * The public vacancy search's loader (SPEC §2 /vacancies/search): the URL's filters (search-query.ts) → `GET
 * /api/v1/vacancies`, the age groups for the form. A postcode the API does not know (422 unknown_postal_code) is
 * said next to the postcode field and the results are shown without the distance filter; PDOK down and not cached
 * (`meta.near_unavailable`) is a notice above the unfiltered results.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { SAVE_SEARCH_INTENT, saveSearchSchema } from "~/components/digest/saved-search-forms";
import { ApiError } from "~/utils/api.server";
import { getList, listMeta, type Resource, sendOne } from "~/utils/api-resources.server";
import { submitForm } from "~/utils/forms.server";
import type { JsonObject } from "~/utils/jsonapi";
import { isSignedIn } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";
import { normalizeSavedSearchQuery, type SavedSearchAttributes } from "../../../contract/saved-searches";
import type { AgeGroupAttributes, VacancySummaryAttributes } from "../../../contract/vacancies";
import { apiQuery, effectiveSort, parseSearch, type SearchFilters, sortChoices } from "../../components/vacancies/search-query";
import { vacancyCardData } from "../../components/vacancies/vacancy-card";

export type PostcodeError = "unknownPostalCode" | "invalidPostalCode" | null;

function isUnknownPostcode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 422 || error.status === 400) &&
    error.errors.some((e) => e.code === "unknown_postal_code" || e.source?.parameter === "filter[near]")
  );
}

/** One page of results with the raw meta (getList keeps only ListMeta; the search also reads `near`). */
function listVacancies(context: AppLoadContext, f: SearchFilters, withNear: boolean) {
  const { include: _include, ...query } = apiQuery(f, { withNear });
  return context.api.get<Resource<VacancySummaryAttributes>[]>("/api/v1/vacancies", { query });
}

export async function ageGroupChoices(context: AppLoadContext): Promise<{ value: string; label: string }[]> {
  const { data } = await getList<AgeGroupAttributes>(context.api, "/api/v1/age_groups");
  return [...data].sort((a, b) => a.position - b.position).map((g) => ({ value: g.id, label: g.name }));
}

function nearOf(
  meta: JsonObject | undefined,
): { postalCode: string; city: string | null; latitude: number; longitude: number } | null {
  const near = meta?.near as JsonObject | undefined;
  if (!near || typeof near.latitude !== "number" || typeof near.longitude !== "number") return null;
  return {
    postalCode: String(near.postalCode ?? ""),
    city: typeof near.city === "string" ? near.city : null,
    latitude: near.latitude,
    longitude: near.longitude,
  };
}

/**
 * The "save this search" form's values (ADR 0066): shown to a signed-in user only, with the search's own filters as
 * the query and a name from its text (else a general one).
 */
async function saveSearchOf(context: AppLoadContext, params: URLSearchParams) {
  if (!isSignedIn(context.session)) return null;
  const t = await toastT(context, "digest");
  const query = normalizeSavedSearchQuery(params.toString());
  const q = new URLSearchParams(query).get("q");
  return { query, defaultName: (q ?? t("savedSearches.defaultName")).slice(0, 100) };
}

/** The search's action: saving it (`intent=save-search`), then back to the same search with a toast. */
export async function saveSearch(context: AppLoadContext, request: Request) {
  const formData = await request.formData();
  if (formData.get("intent") !== SAVE_SEARCH_INTENT) throw new Response("Unknown intent", { status: 400 });
  const result = await submitForm(formData, saveSearchSchema, (value) =>
    sendOne<SavedSearchAttributes>(context.api).post("/api/v1/saved_searches", {
      body: { data: { type: "saved_searches", attributes: { name: value.name, query: value.query ?? "" } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "digest");
  const url = new URL(request.url);
  return redirectWithToast(context, `${url.pathname}${url.search}`, { color: "success", message: t("savedSearches.saved") });
}

export async function loadSearch(context: AppLoadContext, request: Request) {
  const filters = parseSearch(new URL(request.url).searchParams);
  let postcodeError: PostcodeError = filters.postcode && !filters.near ? "invalidPostalCode" : null;
  const search = async () => {
    try {
      return await listVacancies(context, filters, true);
    } catch (error) {
      if (!filters.near || !isUnknownPostcode(error)) throw error;
      postcodeError = "unknownPostalCode";
      return listVacancies(context, filters, false);
    }
  };
  const [list, ageGroups, saveSearchForm] = await Promise.all([
    search(),
    ageGroupChoices(context).catch(() => []),
    saveSearchOf(context, new URL(request.url).searchParams),
  ]);
  const near = postcodeError ? null : nearOf(list.meta);
  const nearUnavailable = Boolean(list.meta?.nearUnavailable);
  const resolved = near !== null;
  return {
    filters,
    saveSearchForm,
    postcodeError,
    near,
    nearUnavailable,
    sort: effectiveSort(filters, resolved),
    sorts: sortChoices(filters, resolved),
    ageGroups,
    meta: listMeta(list.meta, list.data.length),
    vacancies: list.data.map((row) => ({
      ...vacancyCardData(row),
      latitude: row.latitude,
      longitude: row.longitude,
    })),
  };
}
