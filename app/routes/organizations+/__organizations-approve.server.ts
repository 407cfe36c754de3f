/**
 * The approval queue's server side (approve.tsx): the pending organisations of the approver's scope with who signed
 * them up, and the action of a row's form — PUT /api/v1/organizations/{id}/approve with the status, the reason and
 * the NOV checklist (SPEC §7 body). A refused decision (403, 409, 422) comes back to its row; no JS needed.
 */
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import { novTicks } from "~/components/organizations/nov";
import { decisionSchema } from "~/components/organizations/organization-form";
import { listOrganizations, loadOrganization } from "~/components/organizations/organizations.server";
import { ApiError } from "~/utils/api.server";
import { getOne, sendOne } from "~/utils/api-resources.server";
import { parseForm } from "~/utils/forms.server";
import { idParam, parseListQuery } from "~/utils/list-query";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type { OrganizationAttributes } from "../../../contract/organizations";
import type { UserAttributes } from "../../../contract/users";

export const QUEUE_PAGE_SIZE = 10;

async function signerName(context: AppLoadContext, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  try {
    const { data } = await getOne<UserAttributes>(context.api, `/api/v1/users/${userId}`);
    return data.fullName || [data.firstName, data.lastName].filter(Boolean).join(" ") || data.email;
  } catch {
    return null;
  }
}

/** One page of pending organisations, oldest first, each with its signer and contact person. */
export async function loadQueue(context: AppLoadContext, params: URLSearchParams) {
  const { page } = parseListQuery(params, ["created_at"] as const, "created_at");
  const { data, meta } = await listOrganizations(context, {
    filter: { status: "pending" },
    page,
    sort: "created_at",
    size: QUEUE_PAGE_SIZE,
  });
  const rows = await Promise.all(
    data.map(async (row) => {
      const organization = await loadOrganization(context, row.id);
      return {
        id: row.id,
        name: row.name,
        city: row.city,
        createdAt: row.createdAt,
        signedUpBy: await signerName(context, organization.createdById),
        contact: organization.contactPerson?.name ?? null,
      };
    }),
  );
  return { page, meta, rows };
}

/** The row's decisions: a second post "approve without criteria" confirms a first approval with no NOV tick. */
const INTENTS = { approve: "approved", approve_without_criteria: "approved", deny: "denied" } as const;

export type QueueActionData = {
  id: string | null;
  error: string;
  detail?: string | null;
  /** The API asked to confirm approving without any NOV criterion: the row offers "approve without criteria". */
  confirmWithoutCriteria?: boolean;
  reason?: string;
};

export async function action({ request, context }: ActionFunctionArgs): Promise<QueueActionData | Response> {
  const formData = await request.formData();
  const id = idParam(String(formData.get("id") ?? ""));
  const intent = String(formData.get("intent") ?? "");
  const here = localPath(request, `/organizations/approve${new URL(request.url).search}`);
  if (!id || !(intent in INTENTS)) return { id: id ?? null, error: "approve.failed" };
  const status = INTENTS[intent as keyof typeof INTENTS];
  const submission = parseForm(formData, decisionSchema);
  const reason = String(formData.get("reason") ?? "").trim();
  if (submission.status !== "success") return { id, error: "approve.failed", reason };
  const { value } = submission;
  try {
    const { data } = await sendOne<OrganizationAttributes>(context.api).put(`/api/v1/organizations/${id}/approve`, {
      body: {
        data: {
          type: "organizations",
          id,
          attributes: {
            status,
            reason: value.reason ?? null,
            nov_checklist: novTicks(value.novChecklist),
            ...(intent === "approve_without_criteria" ? { approve_without_criteria: true } : {}),
          },
        },
      },
      errors: "throw",
    });
    const t = await toastT(context, "organization-lists");
    return redirectWithToast(context, here, {
      color: "success",
      message: t(status === "approved" ? "approve.approved" : "approve.denied", { name: data.name }),
    });
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 409, 422].includes(error.status)) {
      const code = error.errors[0]?.code ?? null;
      if (code === "nov_unchecked") return { id, error: "approve.noCriteria", confirmWithoutCriteria: true, reason };
      return { id, error: "approve.failed", detail: code };
    }
    throw error;
  }
}
