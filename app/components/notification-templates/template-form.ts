/**
 * The notification template editor's form (/notification_templates/{id}/edit, ADR 0060): shaped like the contract's
 * update (contract/notification-template-edit.ts), camelCased, each field the contract's very rule, so the API's
 * pointers name the form's fields. The body is read by the action itself (the editor's JSON or the textarea's
 * Markdown, `richTextFromForm`) and checked by the API; the form only refuses a paste beyond the rich-text limit.
 * `templateFormSchemaFor(key)` adds the placeholder check of that template's key, so with JavaScript a typo is
 * named next to its field before anything is sent (the API checks again).
 */
import { z } from "zod";
import {
  notificationTemplateFields,
  notificationTemplateUpdateInput,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from "../../../contract/notification-template-edit";
import { RICH_TEXT_MAX_LENGTH } from "../../../contract/rich-text";

const f = notificationTemplateFields;

export const templateFormSchema = z.object({
  name: f.name,
  subject: f.subject,
  body: z.string().max(RICH_TEXT_MAX_LENGTH).optional(),
  active: f.active.optional(),
  lockVersion: notificationTemplateUpdateInput.shape.lock_version,
});
export type TemplateFormValue = z.output<typeof templateFormSchema>;

/** The form's schema for a template of `key`: an unknown placeholder in the subject or the body is named. */
export function templateFormSchemaFor(key: string) {
  return templateFormSchema.superRefine((value, ctx) => {
    for (const name of unknownPlaceholders(key, { subject: value.subject })) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: unknownPlaceholderMessage(name) });
    }
    if (value.body !== undefined) {
      for (const name of unknownPlaceholders(key, { body: value.body })) {
        ctx.addIssue({ code: "custom", path: ["body"], message: unknownPlaceholderMessage(name) });
      }
    }
  });
}
