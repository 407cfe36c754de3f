/**
 * Editing the notification templates (SPEC §2 /notification_templates; PRODUCT.md "Notification templates"; ADR
 * 0060): the fields a centre edits (name, subject, body, active) with their rules, the placeholder check every save
 * passes (a name the template's key does not declare is refused, naming it), the body through the one rich-text path
 * with placeholders allowed as link targets, and the sample values the preview fills in.
 *
 * A body is a tiptap document (the editor, with JavaScript) or Markdown (its textarea, without). Placeholder links
 * (`[Open de vacature]({{vacancy_link}})`) are no URLs the allow-list knows, so they cross normalisation as a
 * stand-in address and come back as typed. A node outside the allow-list (a `script`) or a link whose target is not
 * http(s), mailto or a site path (`javascript:`) is refused with a clear error, not silently dropped: an editor who
 * pasted it should know the mail will not carry it.
 */
import { z } from "zod";
import { requiredText } from "./fields";
import { errorMessage } from "./messages";
import { mapHrefs, restored, standIn, templateDocNormalized } from "./notification-template-links";
import { NOTIFICATION_TEMPLATE_KEYS, type NotificationTemplateKey } from "./notification-templates";
import { markdownToRichText } from "./rich-text-markdown";
import { RICH_TEXT_MAX_LENGTH, type RichTextDoc, richTextDepth, safeRichTextHref } from "./rich-text-nodes";

export { templateDocNormalized, templateDocToMarkdown, templateHrefAllowed } from "./notification-template-links";

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;

/** The placeholders a key declares (none for a key this build does not know). */
export function placeholdersOf(key: string): readonly string[] {
  return (NOTIFICATION_TEMPLATE_KEYS as Record<string, readonly string[]>)[key] ?? [];
}

/** What the list groups the templates by: the part of the platform a mail is about. */
export const TEMPLATE_GROUPS = [
  "applications",
  "vacancies",
  "activities",
  "help",
  "account",
  "organizations",
  "forms",
  "contact",
  "other",
] as const;
export type TemplateGroup = (typeof TEMPLATE_GROUPS)[number];

const GROUP_BY_PREFIX: Array<[RegExp, TemplateGroup]> = [
  [/^application_/, "applications"],
  [/^vacancy_/, "vacancies"],
  [/^activity_/, "activities"],
  [/^help_/, "help"],
  [/^(account_|user_|confirmation|invitation|reset_password|password_)/, "account"],
  [/^organization_/, "organizations"],
  [/^form_/, "forms"],
  [/^contact_/, "contact"],
];

export function templateGroupOf(key: string): TemplateGroup {
  return GROUP_BY_PREFIX.find(([pattern]) => pattern.test(key))?.[1] ?? "other";
}

// ——— Placeholders ———

/** Anything between double braces: `{{name}}`, `{{?name}}` (an optional section's marker), or a typo inside. */
const ANY_PLACEHOLDER = /\{\{\s*(\??)\s*([^{}]*?)\s*\}\}/g;

/** The names used in a text (`?` markers included), in order, each once. */
export function placeholderNamesIn(text: string): string[] {
  return [...new Set([...text.matchAll(ANY_PLACEHOLDER)].map((m) => m[2] ?? ""))];
}

interface JsonNode {
  type?: unknown;
  text?: unknown;
  content?: unknown;
  marks?: unknown;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every text and link target of a document (raw or normalised). */
function textsAndHrefs(doc: unknown): string[] {
  const out: string[] = [];
  const stack: unknown[] = [doc];
  while (stack.length) {
    const node = stack.pop() as JsonNode;
    if (!isObject(node)) continue;
    if (typeof node.text === "string") out.push(node.text);
    if (Array.isArray(node.marks)) {
      for (const mark of node.marks) {
        const href = isObject(mark) && isObject(mark.attrs) ? mark.attrs.href : undefined;
        if (typeof href === "string") out.push(href);
      }
    }
    // In document order: the first child is taken next.
    if (Array.isArray(node.content)) stack.push(...[...node.content].reverse());
  }
  return out;
}

/** The placeholders in subject and body (texts and link targets) that `key` does not declare, each once. */
export function unknownPlaceholders(key: string, texts: { subject?: string; body?: unknown }): string[] {
  const declared = placeholdersOf(key);
  const used = [
    ...(texts.subject !== undefined ? placeholderNamesIn(texts.subject) : []),
    ...(texts.body !== undefined
      ? typeof texts.body === "string"
        ? placeholderNamesIn(texts.body.replace(/\\_/g, "_"))
        : textsAndHrefs(texts.body).flatMap(placeholderNamesIn)
      : []),
  ];
  return [...new Set(used.filter((name) => !declared.includes(name)))];
}

/** The message of an unknown placeholder, naming it (`{{volunter_name}}`). */
export const unknownPlaceholderMessage = (name: string) =>
  errorMessage("notification-templates:errors.unknownPlaceholder", { name: `{{${name}}}` });

// ——— The body: the one rich-text path, with placeholder link targets ———

/** The node types of the allow-list (contract/rich-text-nodes.ts) and the tiptap editor built from it. */
const ALLOWED_NODES = new Set([
  "doc",
  "text",
  "hardBreak",
  "paragraph",
  "heading",
  "horizontalRule",
  "blockquote",
  "bulletList",
  "orderedList",
  "listItem",
]);

type BodyIssue = { code: "unsupported_content" | "unsafe_link" | "invalid" | "too_long"; message: string };

const issues = {
  unsupported: (type: string): BodyIssue => ({
    code: "unsupported_content",
    message: errorMessage("notification-templates:errors.unsupportedContent", { type }),
  }),
  unsafeLink: (href: string): BodyIssue => ({
    code: "unsafe_link",
    message: errorMessage("notification-templates:errors.unsafeLink", { href: href.slice(0, 80) }),
  }),
  invalid: { code: "invalid", message: "validation:invalid" } as BodyIssue,
  tooLong: { code: "too_long", message: errorMessage("validation:tooLong", { maximum: RICH_TEXT_MAX_LENGTH }) } as BodyIssue,
};

/** The first node outside the allow-list, or link target that is not safe, of a raw tiptap document. */
function refusedIn(doc: unknown): BodyIssue | null {
  const stack: unknown[] = [doc];
  while (stack.length) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    if (typeof node.type !== "string" || !ALLOWED_NODES.has(node.type)) return issues.unsupported(String(node.type ?? "?"));
    if (Array.isArray(node.marks)) {
      for (const mark of node.marks) {
        if (!isObject(mark) || mark.type !== "link") continue;
        const href = isObject(mark.attrs) ? mark.attrs.href : undefined;
        if (typeof href !== "string" || safeRichTextHref(standIn(href)) === null) return issues.unsafeLink(String(href));
      }
    }
    if (Array.isArray(node.content)) stack.push(...node.content);
  }
  return null;
}

/** Markdown link targets: `[text](target)` and `<target>` autolinks. */
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

function jsonLength(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** A template body (tiptap JSON or Markdown) → the normalised document with placeholder links kept, or the issue. */
export function checkTemplateBody(value: unknown): RichTextDoc | BodyIssue {
  if (typeof value === "string") {
    if (value.length > RICH_TEXT_MAX_LENGTH) return issues.tooLong;
    for (const match of value.matchAll(MARKDOWN_LINK)) {
      const href = (match[1] ?? "").replace(/\\_/g, "_");
      if (safeRichTextHref(standIn(href)) === null) return issues.unsafeLink(href);
    }
    const markdown = value.replace(MARKDOWN_LINK, (whole, href: string) =>
      whole.replace(href, standIn(href.replace(/\\_/g, "_"))),
    );
    return mapHrefs(markdownToRichText(markdown), restored) as RichTextDoc;
  }
  if (!isObject(value) || value.type !== "doc") return issues.invalid;
  if (richTextDepth(value) > 20 || jsonLength(value) > RICH_TEXT_MAX_LENGTH) return issues.tooLong;
  const refused = refusedIn(value);
  if (refused) return refused;
  return templateDocNormalized(value);
}

export const templateBodyInput = z.unknown().transform((value, ctx): RichTextDoc => {
  const result = checkTemplateBody(value);
  if ("type" in result) return result;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message, params: { code: result.code } });
  return z.NEVER;
});

// ——— The fields and the API's inputs ———

export const notificationTemplateFields = {
  name: requiredText(TEMPLATE_NAME_MAX),
  subject: requiredText(TEMPLATE_SUBJECT_MAX),
  body: templateBodyInput,
  active: z.boolean(),
};

export const NOTIFICATION_TEMPLATE_RESOURCE_TYPES = ["notification_templates", "notification_template"] as const;

/** A save sends the version it read (`lock_version`); a stale one is 409 `stale` (as pages, ADR 0041). */
export const notificationTemplateUpdateInput = z
  .object(notificationTemplateFields)
  .partial()
  .extend({ lock_version: z.number().int().min(0) })
  .strict();
export type NotificationTemplateUpdateInput = z.input<typeof notificationTemplateUpdateInput>;

/** The preview of unsaved values: what is not sent is the stored text's. */
export const notificationTemplatePreviewInput = z
  .object({ subject: z.string().max(TEMPLATE_SUBJECT_MAX * 5), body: templateBodyInput })
  .partial()
  .strict();

/** A template as the editor reads it. */
export const notificationTemplateEditAttributes = z.object({
  key: z.string(),
  locale: z.enum(["nl", "en"]),
  name: z.string(),
  subject: z.string(),
  body: z.unknown(),
  active: z.boolean(),
  volunteerCenterId: z.number().int(),
  lockVersion: z.number().int(),
  placeholders: z.array(z.string()),
  group: z.enum(TEMPLATE_GROUPS),
  updatedAt: z.string(),
});
export type NotificationTemplateEditAttributes = z.infer<typeof notificationTemplateEditAttributes>;

export const notificationTemplatePreviewAttributes = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type NotificationTemplatePreviewAttributes = z.infer<typeof notificationTemplatePreviewAttributes>;

// ——— Sample values for the preview ———

const SAMPLES: Record<"nl" | "en", Record<string, string>> = {
  nl: {
    applicant_name: "Sanne de Vries",
    recipient_name: "Sanne de Vries",
    recipient_email: "sanne@example.nl",
    form_title: "Aanmelding open dag",
    volunteer_name: "Sanne de Vries",
    volunteer_email: "sanne@example.nl",
    volunteer_phone: "06 12345678",
    resident_name: "Gerrit Jansen",
    resident_email: "gerrit@example.nl",
    resident_phone: "06 87654321",
    resident_address: "Dorpsstraat 1, 8091 AB Wezep",
    request_title: "Hulp bij boodschappen",
    request_when: "zaterdagochtend",
    reason: "De vraag is te groot voor vrijwilligers.",
    vacancy_title: "Maatje voor de moestuin",
    organization_name: "Stichting De Moestuin",
    message: "Ik help graag op zaterdag.",
    waitlist_position: "2",
    occurrence_date: "zaterdag 12 september 2026",
    occurrence_time: "10:00–12:00",
    place: "Dorpshuis, Dorpsstraat 1, Wezep",
    expires_at: "1 oktober 2026",
    sender_name: "Sanne de Vries",
    sender_email: "sanne@example.nl",
    subject: "Een vraag over vrijwilligerswerk",
  },
  en: {
    applicant_name: "Sanne de Vries",
    recipient_name: "Sanne de Vries",
    recipient_email: "sanne@example.nl",
    form_title: "Open day registration",
    volunteer_name: "Sanne de Vries",
    volunteer_email: "sanne@example.nl",
    volunteer_phone: "06 12345678",
    resident_name: "Gerrit Jansen",
    resident_email: "gerrit@example.nl",
    resident_phone: "06 87654321",
    resident_address: "Dorpsstraat 1, 8091 AB Wezep",
    request_title: "Help with groceries",
    request_when: "Saturday morning",
    reason: "The request is too big for volunteers.",
    vacancy_title: "Vegetable garden buddy",
    organization_name: "De Moestuin Foundation",
    message: "I am happy to help on Saturdays.",
    waitlist_position: "2",
    occurrence_date: "Saturday 12 September 2026",
    occurrence_time: "10:00–12:00",
    place: "Village hall, Dorpsstraat 1, Wezep",
    expires_at: "1 October 2026",
    sender_name: "Sanne de Vries",
    sender_email: "sanne@example.nl",
    subject: "A question about volunteering",
  },
};

/**
 * A sample value for each placeholder `key` declares: links (`*_link`) to `origin`'s pages, the centre's own name,
 * a readable stand-in for any name without a sample.
 */
export function samplePlaceholderValues(
  key: NotificationTemplateKey | string,
  locale: "nl" | "en",
  context: { centerName: string; link: (path: string) => string },
): Record<string, string> {
  return Object.fromEntries(
    placeholdersOf(key).map((name) => {
      if (name === "center_name") return [name, context.centerName];
      if (name.endsWith("_link")) return [name, context.link(`/voorbeeld/${name.replace(/_link$/, "")}`)];
      return [name, SAMPLES[locale][name] ?? name.replace(/_/g, " ")];
    }),
  );
}
