/**
 * One field rule, one place (ADR 0040): a form asks each field with the contract's own rule. For every form and the
 * contract input it sends, each form field that the input also has (camelCase ↔ snake_case, nested alike) must
 * check exactly what the contract checks — same type, same limits, same formats. A form that writes `.max(120)`
 * where the contract says 150 fails here.
 */
import { describe, expect, it } from "vitest";
import {
  ZodArray,
  ZodBoolean,
  ZodBranded,
  ZodDefault,
  ZodEffects,
  ZodEnum,
  ZodLiteral,
  ZodNullable,
  ZodNumber,
  ZodObject,
  ZodOptional,
  ZodPipeline,
  ZodString,
  type ZodTypeAny,
  ZodUnion,
  z,
} from "zod";
import { identityFields, newPasswordFields, profileFields } from "../../app/components/account/user-fields";
import { approveSchema, helpRequestSchema, rejectSchema } from "../../app/components/help/help-schema";
import { anonymousApplySchema, signedInApplySchema } from "../../app/components/vacancies/apply-schema";
import { noteSchema } from "../../app/routes/applications+/__note-schema";
import { applicationCreateInput, internalNoteCreateInput } from "../../contract/applications";
import { toSnakeCase } from "../../contract/case";
import { helpReason, helpRequestCreateInput, helpRequestUpdateInput } from "../../contract/help-requests";
import { inviteInput, passwordText, signUpInput, updateUserInput } from "../../contract/users";

/** What a rule checks, as plain data: its type and its checks, wrappers (optional, nullable, transforms) peeled. */
export function ruleOf(schema: ZodTypeAny): unknown {
  let s = schema;
  for (;;) {
    if (s instanceof ZodOptional || s instanceof ZodNullable) s = s.unwrap();
    else if (s instanceof ZodDefault) s = s.removeDefault();
    else if (s instanceof ZodEffects) s = s.innerType();
    else if (s instanceof ZodBranded) s = s.unwrap();
    else if (s instanceof ZodPipeline) s = s._def.in;
    else break;
  }
  if (s instanceof ZodString || s instanceof ZodNumber) {
    const checks = s._def.checks.map((c: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(c)
          .filter(([k]) => k !== "message")
          .map(([k, v]) => [k, v instanceof RegExp ? v.source : v]),
      ),
    );
    return { type: s instanceof ZodString ? "string" : "number", checks };
  }
  if (s instanceof ZodEnum) return { type: "enum", options: [...s.options].sort() };
  if (s instanceof ZodLiteral) return { type: "literal", value: s.value };
  if (s instanceof ZodBoolean) return { type: "boolean" };
  if (s instanceof ZodArray) return { type: "array", element: ruleOf(s.element), min: s._def.minLength, max: s._def.maxLength };
  if (s instanceof ZodUnion) return { type: "union", options: s.options.map(ruleOf) };
  return { type: s.constructor.name };
}

function shapeOf(schema: ZodTypeAny): Record<string, ZodTypeAny> | null {
  let s = schema;
  while (s instanceof ZodOptional || s instanceof ZodNullable || s instanceof ZodEffects || s instanceof ZodDefault) {
    s = s instanceof ZodEffects ? s.innerType() : s instanceof ZodDefault ? s.removeDefault() : s.unwrap();
  }
  return s instanceof ZodObject ? (s.shape as Record<string, ZodTypeAny>) : null;
}

const isUnknown = (schema: ZodTypeAny) => (ruleOf(schema) as { type: string }).type === "ZodUnknown";

/**
 * The form's fields that the contract's input also has, with both rules: `[path, form rule, contract rule]`. A
 * contract field declared `z.unknown()` is checked by the API itself (a password's length and its own error codes,
 * contract/users.ts passwordProblem): there is no rule to share; the forms' rule is compared on its own below.
 */
export function sharedFields(
  form: ZodTypeAny,
  input: ZodTypeAny,
  skip: readonly string[] = [],
  path = "",
): Array<[string, unknown, unknown]> {
  const formShape = shapeOf(form);
  const inputShape = shapeOf(input);
  if (!formShape || !inputShape) return [[path, ruleOf(form), ruleOf(input)]];
  return Object.entries(formShape).flatMap(([name, rule]) => {
    const counterpart = inputShape[toSnakeCase(name)];
    const at = path ? `${path}.${name}` : name;
    if (!counterpart || skip.includes(at) || isUnknown(counterpart)) return [];
    return sharedFields(rule, counterpart, skip, at);
  });
}

/** Each form and the input it sends; `fields`: how many fields the two share at least (a guard against a rename). */
// `occurrenceId` (apply): a date picked from the activity's own list (a select's value), not a typed field.
const FORMS: Array<{ name: string; form: ZodTypeAny; input: ZodTypeAny; fields: number; skip?: string[] }> = [
  {
    name: "sign-up",
    form: z.object({ ...identityFields, phoneNumber: profileFields.phoneNumber, ...newPasswordFields }),
    input: signUpInput,
    fields: 4,
  },
  { name: "invitation", form: z.object(identityFields), input: inviteInput, fields: 3 },
  { name: "a user's edit", form: z.object({ ...identityFields, ...profileFields }), input: updateUserInput, fields: 6 },
  { name: "apply, signed in", form: signedInApplySchema, input: applicationCreateInput, fields: 2, skip: ["occurrenceId"] },
  { name: "apply, signed out", form: anonymousApplySchema, input: applicationCreateInput, fields: 5, skip: ["occurrenceId"] },
  { name: "help request", form: helpRequestSchema, input: helpRequestCreateInput, fields: 12 },
  { name: "help request approval", form: approveSchema, input: helpRequestUpdateInput, fields: 4 },
  { name: "internal note", form: noteSchema, input: internalNoteCreateInput, fields: 2 },
];

describe("one field rule, one place: a form checks what the contract checks", () => {
  it.each(FORMS)("$name", ({ form, input, fields, skip }) => {
    const shared = sharedFields(form, input, skip);
    expect(shared.length).toBeGreaterThanOrEqual(fields);
    for (const [path, formRule, contractRule] of shared) expect(formRule, path).toEqual(contractRule);
  });

  it("the rejection's reason is the contract's reason text (required on the form; the API asks it of a rejection)", () => {
    expect(ruleOf(rejectSchema.shape.reason)).toEqual(ruleOf(helpReason));
  });

  it("the new password the forms ask is the length the API accepts", () => {
    expect(ruleOf(newPasswordFields.password)).toEqual(ruleOf(passwordText));
  });

  it("catches a form that declares its own limit (positive control)", () => {
    const drifted = z.object({ ...identityFields, firstName: z.string().trim().min(1).max(120) });
    const differing = sharedFields(drifted, updateUserInput).filter(
      ([, formRule, contractRule]) => JSON.stringify(formRule) !== JSON.stringify(contractRule),
    );
    expect(differing.map(([path]) => path)).toEqual(["firstName"]);
  });
});
