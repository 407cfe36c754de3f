/**
 * /api/v1/forms: the builder's forms (list with submission counts, show with the current questions, create, change,
 * remove). The routes (forms.routes.ts) have already checked who may and what was sent.
 */
import { eq, inArray, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { type formCreateInput, type formUpdateInput, hasAnswerableQuestion } from "../../../contract/forms";
import { can } from "../../../contract/policy";
import { forms, organizations } from "../../../db/schema";
import { generateToken } from "../../auth/tokens";
import { fieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { actorOf } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { listWithCount, orderBy, scope } from "../../scope";
import { type FormColumns, removeForm, saveForm } from "../../services/form-writes";
import { definitionOf, type FormRow, formResource, loadQuestions, reachableForms, submissionCounts } from "../../services/forms";
import type { ApiEnv, Validated } from "../../types";
import { pathFormOf } from "./forms.guards";
import type { LIST_FORMS_QUERY } from "./forms.schemas";

type ListQuery = ParsedQuery<(typeof LIST_FORMS_QUERY)["filters"]>;
type Create = ValidBody<z.output<typeof formCreateInput>>;
type Update = ValidBody<z.output<typeof formUpdateInput>>;

export async function listForms(c: Validated<{ query: ListQuery }>) {
  const { filter, page, sort } = c.req.valid("query");
  const s = scope(c);
  const reach = reachableForms(actorOf(c), s.centerId());
  // The route's guard let only those through who manage some forms; a reach of none here is an empty list.
  const where = s.where(
    forms,
    eq(forms.volunteerCenterId, s.centerId()),
    isNull(forms.deletedAt),
    reach === null ? eq(forms.id, -1) : reach,
    filter.organization_id !== undefined ? eq(forms.organizationId, filter.organization_id) : undefined,
    filter.status ? inArray(forms.status, filter.status) : undefined,
  );
  const columns = { title: forms.title, created_at: forms.createdAt, updated_at: forms.updatedAt, id: forms.id };
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select()
      .from(forms)
      .where(where)
      .orderBy(...orderBy(sort, columns, forms.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    forms,
    where,
  );
  const counts = await submissionCounts(
    c,
    rows.map((f) => f.id),
  );
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  return jsonApi(c, { ...toDocument({ data: rows.map((f) => formResource(f, counts.get(f.id) ?? 0)) }), links, meta });
}

/** A form with its current questions (`definition`) and its submission count. */
export async function respondWithForm(c: Context<ApiEnv>, form: FormRow, status: 200 | 201 = 200) {
  const [questions, counts] = await Promise.all([loadQuestions(c, form.id), submissionCounts(c, [form.id])]);
  return jsonApi(c, toDocument({ data: formResource(form, counts.get(form.id) ?? 0, definitionOf(form, questions)) }), status);
}

export const showForm = (c: Context<ApiEnv>) => respondWithForm(c, pathFormOf(c));

const ORGANIZATION_POINTER = "/data/attributes/organization_id";

export async function createForm(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const s = scope(c);
  const actor = actorOf(c);
  const centerId = s.centerId();
  let organizationId: number | null = data.organization_id ?? null;
  if (organizationId !== null) {
    const [organization] = await s.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        s.where(
          organizations,
          eq(organizations.id, organizationId),
          eq(organizations.volunteerCenterId, centerId),
          isNull(organizations.deletedAt),
        ),
      )
      .limit(1);
    if (!organization) {
      throw new JsonApiError(422, [
        {
          ...fieldError(ORGANIZATION_POINTER, "not_found", "This organisation does not exist here."),
          meta: { message: "form-rules:builder.organizationUnknown" },
        },
      ]);
    }
  } else if (!can(actor, "forms.manage", { centerId })) {
    // Not the centre's staff: the form must be one of the actor's organisations'; with just one, that one.
    const own = actor?.roles.filter((r) => r.role === "organization_superuser") ?? [];
    const ids = [
      ...new Set(own.flatMap((r) => (r.organizationId !== null ? [r.organizationId] : (actor?.organizationIds ?? [])))),
    ];
    if (ids.length !== 1) {
      throw new JsonApiError(422, [
        { ...fieldError(ORGANIZATION_POINTER, "blank", "Choose the organisation."), meta: { message: "validation:required" } },
      ]);
    }
    organizationId = ids[0] as number;
  }
  if (!can(actor, "forms.manage", { centerId, organizationId })) throw forbidden();
  const [created] = await s.db
    .insert(forms)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: centerId,
      organizationId,
      title: data.title,
      titleEn: data.title_en ?? null,
      description: data.description ?? null,
      descriptionEn: data.description_en ?? null,
      accessPermission: data.access_permission,
      status: "draft",
      publicToken: generateToken(),
      createdById: actor?.userId ?? null,
    })
    .returning();
  if (!created) throw new Error("the form was not created");
  return respondWithForm(c, created, 201);
}

export async function updateForm(c: Validated<{ json: Update }>) {
  const { data } = c.req.valid("json");
  const form = pathFormOf(c);
  if (data.status === "published" && form.status !== "published") {
    const questions = await loadQuestions(c, form.id);
    if (!hasAnswerableQuestion(questions.map((q) => ({ question_type: q.questionType })))) {
      throw new JsonApiError(422, [
        {
          ...fieldError(
            "/data/attributes/status",
            "no_questions",
            "A form needs a question that can be answered to be published.",
          ),
          meta: { message: "form-rules:builder.noQuestions" },
        },
      ]);
    }
  }
  const columns: FormColumns = {
    ...(data.title !== undefined ? { title: data.title } : {}),
    ...(data.title_en !== undefined ? { titleEn: data.title_en } : {}),
    ...(data.description !== undefined ? { description: data.description } : {}),
    ...(data.description_en !== undefined ? { descriptionEn: data.description_en } : {}),
    ...(data.access_permission !== undefined ? { accessPermission: data.access_permission } : {}),
    ...(data.status !== undefined ? { status: data.status } : {}),
  };
  // Publishing is checked against the questions as read; a question write in between raises the lock version.
  const { form: saved } = await saveForm(c, form, data.lock_version, columns);
  return respondWithForm(c, saved);
}

export async function deleteForm(c: Context<ApiEnv>) {
  await removeForm(c, pathFormOf(c));
  return c.body(null, 204);
}
