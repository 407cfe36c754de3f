/**
 * Attributes whose values are JSON documents: they cross the wire byte-identical in both directions (ADR 0043).
 *
 * SPEC §7 puts snake_case on the wire and camelCase in code. That conversion is for *names the contract gives*:
 * attribute names, and the keys of nested structural objects (a vacancy's `occurrences`, a profile's
 * `footer_columns`), which the contract declares one by one. The keys of a JSON document belong to the document:
 * tiptap JSON, a block's props (`imagePosition`), the NOV checklist (`social_purpose`), a CSS custom property
 * (`--hero-overlay-opacity`), and later a form definition's field names chosen by a user (`e-mail`, `Vraag 1`) and
 * the answers keyed by them. Re-casing them renames data. The API's serializer (api/jsonapi/serialize.ts) and the
 * app's deserializer (app/utils/jsonapi.ts) both consult this list and pass these values through untouched.
 *
 * Keyed by the resource type and the attribute's name *as on the wire*. contract/json-values.test.ts fails when an
 * attribute whose contract schema admits keys the contract does not name (z.unknown, z.record, an object
 * z.custom) is missing here: a new resource with a JSON value (the block editor, the form builder) cannot forget it.
 */
export const JSON_VALUE_ATTRIBUTES = {
  /** tiptap JSON; the activity's rule as entered (contract/activities.ts recurrenceRule); counts keyed by status. */
  vacancies: ["description", "recurrence", "application_counts"],
  /** Ticks keyed by NOV_CHECKLIST_KEYS (snake_case, as stored and as the approve form sends them). */
  organizations: ["nov_checklist"],
  /**
   * Props of the block's type (contract/content-blocks.ts): camelCase, as stored and as the renderer reads them; its
   * English texts alike (ADR 0048).
   */
  content_blocks: ["props", "props_en"],
  /** CSS custom property name → value (`--hero-overlay-opacity`). */
  volunteer_center_profiles: ["css_variables"],
  /** tiptap JSON. */
  notification_templates: ["body"],
  /** The form's questions as a visitor answers them (contract/forms.ts FormDefinition; ADR 0061). */
  forms: ["definition"],
  /** A question's options (`label_en`) and its condition (`question_id`), as stored. */
  form_questions: ["options", "condition"],
  /** Answers keyed by question id, and the questions they were answered against. */
  form_submissions: ["answers", "definition"],
  /** The values of a notification's text, keyed by the names its kind's text uses (contract/notifications.ts). */
  notifications: ["params"],
} as const satisfies Record<string, readonly string[]>;

const lookup: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(JSON_VALUE_ATTRIBUTES).map(([type, names]) => [type, new Set<string>(names)]),
);

/** Whether `wireName` (snake_case, as on the wire) of a resource of `type` holds a JSON document. */
export function isJsonValueAttribute(type: string, wireName: string): boolean {
  return lookup.get(type)?.has(wireName) ?? false;
}
