/**
 * Server side of the form builder's screens (/form_builder…, /content/forms; ADR 0061). Who may use them: anyone
 * holding `forms.manage` in some scope (PRODUCT.md: an organisation superuser their organisations' forms, content
 * managers and centre superusers the centre's, admins the tenant's). A screen-wide `handle.requires` cannot say "for
 * some organisation" (mayUse asks the actor's centre), so the loaders and actions ask `requireFormManager`; the API
 * scopes the list and checks every read and write again (another centre's form is its 404).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { type Account, actorOf, currentOrganizations, currentUser, loadAccount } from "~/utils/account.server";
import { getList, getOne, type ListMeta, type Resource } from "~/utils/api-resources.server";
import { pick } from "~/utils/list-query";
import { mayUseSomewhere } from "~/utils/permissions";
import { routeError } from "~/utils/route-errors";
import {
  FORM_STATUSES,
  type FormAttributes,
  type FormDefinition,
  type FormInvitationAttributes,
  type FormStatus,
} from "../../../contract/forms";
import type { OrganizationSummaryAttributes } from "../../../contract/organizations";
import { type Actor, can, widestScope } from "../../../contract/policy";

export const FORMS_PAGE_SIZE = 25;

/** The signed-in actor, or the 403 page for those who manage no forms anywhere. */
export async function requireFormManager(context: AppLoadContext, request: Request): Promise<Actor> {
  const actor = actorOf(await currentUser(context, request));
  if (!mayUseSomewhere(actor, "forms.manage")) throw routeError(403, "forbidden");
  return actor;
}

/** A form id from the path, or the 404 page. */
export function formIdOf(id: string | undefined): string {
  if (!id || !/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  return id;
}

export const formPath = (id: string) => `/api/v1/forms/${encodeURIComponent(id)}` as const;

export type ManagedForm = Resource<FormAttributes> & { attributes: { definition: FormDefinition } };

/** GET /api/v1/forms/{id}: the form with its current questions (the API's 404 for another centre's → the 404 page). */
export async function loadForm(
  context: AppLoadContext,
  id: string,
): Promise<Resource<FormAttributes> & { definition: FormDefinition }> {
  const { data } = await getOne<FormAttributes>(context.api, formPath(id));
  return { ...data, definition: data.definition ?? { version: data.version, questions: [] } };
}

/** A form as its preview shows it (`/form_builder/{id}/preview`, the developer pages' built form): what FillForm needs. */
export async function loadPreviewForm(context: AppLoadContext, id: string) {
  const { data } = await getOne<FormAttributes>(context.api, formPath(id));
  return {
    id: data.id,
    title: data.title,
    titleEn: data.titleEn,
    description: data.description,
    descriptionEn: data.descriptionEn,
    definition: data.definition ?? { version: data.version, questions: [] },
    status: data.status,
  };
}

export interface FormRow {
  id: string;
  title: string;
  titleEn: string | null;
  organization: string | null;
  accessPermission: FormAttributes["accessPermission"];
  status: FormStatus;
  submissionCount: number;
  updatedAt: string;
}

/** The organisations' names the list shows (those in the actor's reach: their own, the centre's or the tenant's). */
async function organizationNames(context: AppLoadContext, actor: Actor): Promise<Map<string, string>> {
  type Choice = Pick<OrganizationSummaryAttributes, "name">;
  const scope = widestScope(actor, "forms.manage");
  const request =
    scope === "org"
      ? currentOrganizations(context)
      : getList<Choice>(context.api, "/api/v1/organizations", {
          query: {
            filter: scope === "centre" ? { volunteerCenterId: actor.centerId } : {},
            page: { size: 1000 },
            sort: "name",
            fields: { organizations: "name" },
          },
          errors: "throw",
        });
  const { data } = await request.catch(() => ({ data: [] as Resource<Choice>[] }));
  return new Map(data.map((o) => [o.id, o.name]));
}

/** The list's filters as read from the URL (an allow-list: an unknown status filters nothing). */
export function formListQuery(params: URLSearchParams) {
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { page, filters: { status: pick(params.get("status"), FORM_STATUSES) ?? "" } };
}

/** GET /api/v1/forms: one page of the forms the actor manages (the API scopes them), newest first. */
export async function listForms(
  context: AppLoadContext,
  actor: Actor,
  { page, filters }: ReturnType<typeof formListQuery>,
): Promise<{ rows: FormRow[]; meta: ListMeta }> {
  const [{ data, meta }, names] = await Promise.all([
    getList<FormAttributes>(context.api, "/api/v1/forms", {
      query: {
        filter: filters.status ? { status: filters.status } : {},
        page: { number: page, size: FORMS_PAGE_SIZE },
        sort: "-updated_at",
      },
    }),
    organizationNames(context, actor),
  ]);
  return {
    meta,
    rows: data.map((f) => ({
      id: f.id,
      title: f.title,
      titleEn: f.titleEn,
      organization: f.organizationId === null ? null : (names.get(String(f.organizationId)) ?? `#${f.organizationId}`),
      accessPermission: f.accessPermission,
      status: f.status,
      submissionCount: f.submissionCount,
      updatedAt: f.updatedAt,
    })),
  };
}

/**
 * Whom a new form belongs to: centre staff (and admins) make the centre's forms; an organisation superuser their
 * organisations' — the selected organisation first (SPEC §4 "Selected organization"), the others to choose from.
 */
export async function newFormOwners(
  context: AppLoadContext,
  request: Request,
  actor: Actor,
): Promise<{ centre: boolean; organizations: { id: string; name: string }[]; selected: string | null }> {
  if (can(actor, "forms.manage", { centerId: actor.centerId })) return { centre: true, organizations: [], selected: null };
  const account: Account | null = await loadAccount(context, request);
  const organizations = (account?.organizations ?? [])
    .filter((o) => can(actor, "forms.manage", { organizationId: Number(o.id), centerId: actor.centerId }))
    .map((o) => ({ id: o.id, name: o.name }));
  const selected = organizations.find((o) => o.id === account?.selectedOrganizationId)?.id ?? organizations[0]?.id ?? null;
  return { centre: false, organizations, selected };
}

/** GET /api/v1/forms/{id}/form_invitations: the invitations sent (a by-invitation form's overview). */
export async function listInvitations(context: AppLoadContext, id: string) {
  const { data } = await getList<FormInvitationAttributes>(context.api, `${formPath(id)}/form_invitations`);
  return data.map((i) => ({
    id: i.id,
    email: i.email,
    singleUse: i.singleUse,
    expiresAt: i.expiresAt,
    usedAt: i.usedAt,
    createdAt: i.createdAt,
  }));
}
