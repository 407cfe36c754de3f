/**
 * /api/v1/notification_templates (ADR 0060): the centre's templates for those who manage its settings
 * (contract/policy.ts `settings.manage`). Per route: guards (401/403/404 before the body is read), then validators
 * (contract/notification-template-edit.ts; the placeholder check needs the path's template, so it is a `checks`),
 * then the handler.
 */

import type { Context } from "hono";
import { Hono } from "hono";
import {
  checkTemplateBody,
  NOTIFICATION_TEMPLATE_RESOURCE_TYPES,
  notificationTemplatePreviewInput,
  notificationTemplateUpdateInput,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from "../../../contract/notification-template-edit";
import { type FieldError, fieldError } from "../../jsonapi/errors";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { managesTemplates, pathTemplate, pathTemplateOf } from "./notification-templates.guards";
import { listTemplates, previewTemplate, resetTemplate, showTemplate, updateTemplate } from "./notification-templates.handlers";
import { LIST_TEMPLATES_QUERY } from "./notification-templates.schemas";

/**
 * An unknown placeholder (a typo, or a name the template's key does not declare) in the subject or the body — text
 * or link target, `{{?section}}` markers included — is refused, naming it, on the field it is in.
 */
function placeholderChecks(
  c: Context<ApiEnv>,
  input: { attributes: Record<string, unknown>; data: { subject?: string; body?: unknown } | undefined; pointer: string },
): FieldError[] {
  const { key } = pathTemplateOf(c);
  const subject = input.data?.subject ?? (typeof input.attributes.subject === "string" ? input.attributes.subject : undefined);
  let doc = input.data?.body;
  if (doc === undefined && input.attributes.body !== undefined) {
    const checked = checkTemplateBody(input.attributes.body);
    doc = "content" in checked ? checked : undefined;
  }
  const errors: FieldError[] = [];
  for (const [field, texts] of [
    ["subject", { subject }],
    ["body", { body: doc }],
  ] as const) {
    for (const name of unknownPlaceholders(key, texts)) {
      errors.push({
        ...fieldError(`${input.pointer}/${field}`, "unknown_placeholder", `{{${name}}} is not a placeholder of ${key}.`),
        meta: { message: unknownPlaceholderMessage(name) },
      });
    }
  }
  return errors;
}

const TYPES = NOTIFICATION_TEMPLATE_RESOURCE_TYPES;

export const notificationTemplateRoutes = new Hono<ApiEnv>()
  .get("/", managesTemplates, query(LIST_TEMPLATES_QUERY), listTemplates)
  .get("/:id", managesTemplates, pathTemplate, showTemplate)
  .on(
    ["PUT", "PATCH"],
    "/:id",
    managesTemplates,
    pathTemplate,
    body({ schema: notificationTemplateUpdateInput, types: TYPES, checks: placeholderChecks }),
    updateTemplate,
  )
  .post("/:id/reset", managesTemplates, pathTemplate, resetTemplate)
  .post(
    "/:id/preview",
    managesTemplates,
    pathTemplate,
    body({ schema: notificationTemplatePreviewInput, types: TYPES, checks: placeholderChecks }),
    previewTemplate,
  );
