/**
 * One field rule, one place (ADR 0040): a form's field is the contract's very rule for the same input field — never
 * a limit, pattern or format declared again in app/. Each form schema is walked together with the contract's input
 * (the form's camelCase names ↔ the input's snake_case ones, nested objects and lists of rows alike), and each leaf
 * must be the same rule object as the contract's, optional/nullable/default aside. A form's own fields (a mode, a
 * field the API reads in another form) are named here with the reason.
 */
import { describe, expect, it } from "vitest";
import { ZodArray, ZodDefault, ZodEffects, ZodNullable, ZodObject, ZodOptional, type ZodTypeAny } from "zod";
import { vacancyAddSchema, vacancyEditSchema } from "../../app/routes/vacancies+/__editor-schema";
import { toSnakeCase } from "../../contract/case";
import { vacancyCreateInput, vacancyUpdateInput } from "../../contract/vacancy-inputs";

/** Optional, nullable and a default say whether a field may be left empty, not what it accepts. */
function bare(schema: ZodTypeAny): ZodTypeAny {
  let inner = schema;
  for (;;) {
    if (inner instanceof ZodOptional || inner instanceof ZodNullable) inner = inner.unwrap();
    else if (inner instanceof ZodDefault) inner = inner.removeDefault();
    else return inner;
  }
}

/** An object or a list behind its checks across fields (`superRefine`): its fields are walked, not the whole. */
function structure(schema: ZodTypeAny): ZodTypeAny {
  let inner = bare(schema);
  while (inner instanceof ZodEffects) inner = bare(inner.innerType());
  return inner instanceof ZodObject || inner instanceof ZodArray ? inner : bare(schema);
}

/** The form's leaves that are not the contract's rule for the same field: `path: why`. */
function differences(form: ZodTypeAny, contract: ZodTypeAny, own: Record<string, string>, path = ""): string[] {
  const f = structure(form);
  const c = structure(contract);
  if (f instanceof ZodObject && c instanceof ZodObject) {
    return Object.entries(f.shape as Record<string, ZodTypeAny>).flatMap(([key, child]) => {
      const at = path ? `${path}.${key}` : key;
      if (at in own) return [];
      const counterpart = (c.shape as Record<string, ZodTypeAny>)[toSnakeCase(key)];
      if (!counterpart) return [`${at}: not a field of the contract's input`];
      return differences(child, counterpart, own, at);
    });
  }
  if (f instanceof ZodArray && c instanceof ZodArray) {
    const bounds = (a: ZodArray<ZodTypeAny>) => JSON.stringify([a._def.minLength, a._def.maxLength, a._def.exactLength]);
    const rows = differences(f.element, c.element, own, `${path}[]`);
    return `${path}[]` in own || bounds(f) === bounds(c) ? rows : [`${path}: other list bounds`, ...rows];
  }
  return bare(form) === bare(contract) ? [] : [`${path}: not the contract's rule`];
}

describe("the vacancy editor's fields are the contract's rules", () => {
  const own = {
    // The editor's list of dates or its rule: which of the two is sent (never sent itself).
    datesMode: "the form's own choice",
    // The rows the form offers include empty ones (not sent): the filled ones are counted against the contract's
    // bounds (activityRules: OCCURRENCES_MIN_MESSAGE / OCCURRENCES_MAX_MESSAGE).
    "occurrences[]": "the list holds empty rows too",
    // The action reads the document itself (the editor's JSON or the textarea's Markdown, richTextFromForm) and the
    // API checks it; the form only refuses a paste beyond the rich-text input's own limit.
    description: "read by the action, not from the form's value",
  };

  it("edit: every field is vacancyUpdateInput's rule", () => {
    expect(differences(vacancyEditSchema, vacancyUpdateInput, own)).toEqual([]);
  });

  it("add: every field is vacancyCreateInput's rule (the organisation and the first status included)", () => {
    expect(differences(vacancyAddSchema, vacancyCreateInput, own)).toEqual([]);
  });
});
