/**
 * The action of /vacancies/bulk-edit: the ticked `ids` and one or more changes (status, expiry date, tags) →
 * PATCH /api/v1/vacancies/bulk, all or nothing. A refusal (403/404/422) names the vacancy that blocked it (the
 * error's `meta.id`, or the index in `/data/attributes/ids/N`) and why; the page says so and keeps the choice.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { isFormApiError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { apiErrorMessage } from "~/utils/validation";
import { isMessageKey } from "../../../contract/messages";
import { LISTED_VACANCY_STATUSES, VACANCY_TAGS, type VacancyStatus, type VacancyTag } from "../../../contract/vacancies";
import { MAX_BULK_IDS, type VacancyBulkInput, vacancyBulkFields } from "../../../contract/vacancy-inputs";
import { requireVacancyManager } from "./__manage.server";

export interface BulkChange {
  ids: string[];
  status?: VacancyStatus;
  expiresAt?: string | null;
  tags?: VacancyTag[];
}

export type BulkActionData =
  | { error: "noneChosen" | "noChangeChosen"; ids: string[] }
  | { error: "blocked"; ids: string[]; blockedId: string | null; reason: string };

const ID = vacancyBulkFields.ids.element;
const EXPIRES_AT = vacancyBulkFields.expires_at;

/**
 * The form → the change, each value checked with the contract's rule; unknown values are dropped (a hand-made post
 * can ask only for what the page offers).
 */
export function readBulkForm(formData: FormData): BulkChange {
  const ids = [...new Set(formData.getAll("ids").map(String))]
    .filter((id) => /^\d+$/.test(id) && ID.safeParse(id).success)
    .slice(0, MAX_BULK_IDS);
  const change: BulkChange = { ids };
  const status = String(formData.get("status") ?? "");
  if ((LISTED_VACANCY_STATUSES as readonly string[]).includes(status)) change.status = status as VacancyStatus;
  const expiresAt = String(formData.get("expiresAt") ?? "").trim();
  if (formData.get("clearExpiresAt") === "on") change.expiresAt = null;
  else if (expiresAt && EXPIRES_AT.safeParse(expiresAt).success) change.expiresAt = expiresAt;
  if (formData.get("replaceTags") === "on") {
    const tags = formData.getAll("tags").map(String);
    change.tags = VACANCY_TAGS.filter((tag) => tags.includes(tag));
  }
  return change;
}

/** The change as the API's input (snake_case, as on the wire). */
export function bulkInput({ ids, status, expiresAt, tags }: BulkChange): VacancyBulkInput {
  return {
    ids: ids.map(Number),
    ...(status ? { status } : {}),
    ...(expiresAt !== undefined ? { expires_at: expiresAt } : {}),
    ...(tags ? { tags } : {}),
  };
}

/** Which vacancy an error is about: `meta.id` / `meta.vacancy_id`, or `/data/attributes/ids/N` (an index). */
export function blockingId(error: ApiError, ids: readonly string[]): string | null {
  for (const e of error.errors) {
    const meta = (e.meta ?? {}) as Record<string, unknown>;
    const direct = meta.id ?? meta.vacancyId;
    if (typeof direct === "number" || (typeof direct === "string" && /^\d+$/.test(direct))) return String(direct);
    const index = /\/ids\/(\d+)/.exec(e.source?.pointer ?? "")?.[1];
    if (index !== undefined && ids[Number(index)]) return ids[Number(index)];
  }
  return null;
}

export async function action({ request, context }: ActionFunctionArgs): Promise<BulkActionData | Response> {
  await requireVacancyManager(context, request);
  const change = readBulkForm(await request.formData());
  const { ids, ...fields } = change;
  if (ids.length === 0) return { error: "noneChosen", ids };
  if (Object.keys(fields).length === 0) return { error: "noChangeChosen", ids };
  try {
    await context.api.patch("/api/v1/vacancies/bulk", {
      body: { data: { type: "vacancies", attributes: bulkInput(change) } },
      errors: "throw",
    });
  } catch (error) {
    const refused = error instanceof ApiError && (error.status === 404 || isFormApiError(error));
    if (!refused) throw error;
    const first = error.errors[0];
    const field = first?.source?.pointer?.includes("expires_at") ? "expiresAt" : null;
    // The contract's own key when the API sent one, else its code's (app/utils/validation.ts API_ERROR_KEYS).
    const own = (first?.meta as { message?: unknown } | undefined)?.message;
    const reason =
      error.status === 404
        ? "validation:api.notFound"
        : error.status === 403
          ? "validation:api.forbidden"
          : isMessageKey(own)
            ? own
            : apiErrorMessage(first?.code, field);
    return { error: "blocked", ids, blockedId: blockingId(error, ids), reason };
  }
  const t = await toastT(context, "vacancy-admin");
  return redirectWithToast(context, localPath(request, "/vacancies"), {
    color: "success",
    message: t("bulk.applied", { count: ids.length }),
  });
}
