import { describe, expect, it } from "vitest";
import { z } from "zod";
import { camelAttributes, snakeAttributes, toSnakeCase } from "./case";
import { isJsonValueAttribute, JSON_VALUE_ATTRIBUTES } from "./json-values";
import { accountExport } from "./users";

/**
 * Whether a schema admits keys the contract does not name: z.unknown / z.any (also a z.custom that accepts an
 * object), z.record, an object that passes unknown keys through; anywhere inside it.
 */
function opensKeys(schema: z.ZodTypeAny): boolean {
  if (schema instanceof z.ZodRecord || schema instanceof z.ZodUnknown) return true;
  if (schema instanceof z.ZodAny) return true;
  if (schema instanceof z.ZodEffects) {
    const inner = schema.innerType() as z.ZodTypeAny;
    // z.custom is a refined z.any: open when it takes an object (a rule, a document), not when it takes a string.
    if (inner instanceof z.ZodAny || inner instanceof z.ZodUnknown) return schema.safeParse({ "Vraag 1": 1 }).success;
    return opensKeys(inner);
  }
  if (schema instanceof z.ZodObject) {
    if (schema._def.unknownKeys === "passthrough" || !(schema._def.catchall instanceof z.ZodNever)) return true;
    return Object.values(schema.shape as Record<string, z.ZodTypeAny>).some(opensKeys);
  }
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) return opensKeys(schema.unwrap());
  if (schema instanceof z.ZodDefault) return opensKeys(schema._def.innerType);
  if (schema instanceof z.ZodArray) return opensKeys(schema.element);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    return (schema.options as z.ZodTypeAny[]).some(opensKeys);
  }
  if (schema instanceof z.ZodIntersection) return opensKeys(schema._def.left) || opensKeys(schema._def.right);
  if (schema instanceof z.ZodTuple) return (schema.items as z.ZodTypeAny[]).some(opensKeys);
  return false;
}

/**
 * The resource type(s) on the wire of each contract `*Attributes` schema that has a JSON-valued attribute. A new
 * schema with one fails below until it is named here, and its attribute declared in contract/json-values.ts.
 */
const WIRE_TYPES: Record<string, readonly string[]> = {
  vacancyAttributes: ["vacancies"],
  vacancyActivityAttributes: ["vacancies"],
  organizationAttributes: ["organizations"],
  contentBlockAttributes: ["content_blocks"],
  volunteerCenterProfileAttributes: ["volunteer_center_profiles"],
  notificationTemplateAttributes: ["notification_templates"],
  formAttributes: ["forms"],
  publicFormAttributes: ["forms"],
  formQuestionAttributes: ["form_questions"],
  formSubmissionAttributes: ["form_submissions"],
  notificationTemplateEditAttributes: ["notification_templates"],
  notificationAttributes: ["notifications"],
};

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const attributeSchemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.AnyZodObject] => entry[0].endsWith("Attributes") && entry[1] instanceof z.ZodObject)
    .map(([name, schema]) => ({ file, name, schema })),
);

/** Every JSON-valued attribute the contract has: `type.wire_name`. */
function jsonValuedAttributes(): { found: Set<string>; unmapped: string[] } {
  const found = new Set<string>();
  const unmapped: string[] = [];
  for (const { file, name, schema } of attributeSchemas) {
    for (const [attribute, field] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      if (!opensKeys(field)) continue;
      const types = WIRE_TYPES[name];
      if (!types) unmapped.push(`${file} ${name}.${attribute}`);
      for (const type of types ?? []) found.add(`${type}.${toSnakeCase(attribute)}`);
    }
  }
  return { found, unmapped };
}

describe("JSON values on the wire (ADR 0043)", () => {
  it("finds the contract's attribute schemas (the walk below is not empty)", () => {
    expect(attributeSchemas.length).toBeGreaterThan(20);
    expect(attributeSchemas.map((s) => s.name)).toContain("contentBlockAttributes");
  });

  it("tells JSON documents from structures", () => {
    expect(opensKeys(z.unknown().nullable())).toBe(true);
    expect(opensKeys(z.record(z.boolean()))).toBe(true);
    expect(opensKeys(z.custom<object>((v) => typeof v === "object"))).toBe(true);
    expect(opensKeys(z.array(z.object({ a: z.record(z.string()) })))).toBe(true);
    expect(opensKeys(z.object({ a: z.string() }).passthrough())).toBe(true);
    expect(opensKeys(z.custom<string>((v) => typeof v === "string"))).toBe(false);
    expect(opensKeys(z.array(z.object({ title: z.string(), createdAt: z.string() })))).toBe(false);
    expect(opensKeys(z.array(z.number().int()))).toBe(false);
  });

  it("declares exactly the attributes whose contract schema is a JSON document, for the resource type they go out as", () => {
    const { found, unmapped } = jsonValuedAttributes();
    // A schema listed here has a JSON-valued attribute but no resource type in WIRE_TYPES: name its type there.
    expect(unmapped).toEqual([]);
    const declared = new Set(Object.entries(JSON_VALUE_ATTRIBUTES).flatMap(([type, names]) => names.map((n) => `${type}.${n}`)));
    expect([...found].sort()).toEqual([...declared].sort());
    expect(isJsonValueAttribute("content_blocks", "props")).toBe(true);
    expect(isJsonValueAttribute("content_blocks", "block_type")).toBe(false);
    expect(isJsonValueAttribute("pages", "props")).toBe(false);
  });

  it("keeps JSON documents out of the account export, which is converted whole (current-user export)", () => {
    expect(opensKeys(accountExport)).toBe(false);
  });
});

/** Keys a document may have that any re-casing would rename (a block's props, a form a user built, its answers). */
const hostileDocument = {
  imagePosition: "left",
  image_position: "right",
  "e-mail": "anna@example.org",
  "Vraag 1": "Ja",
  "--hero-overlay-opacity": "0.45",
  nested: { "Vraag 2": [{ innerKey: 1, inner_key: 2, "x-y": { deepCamelKey: true } }] },
};

describe("snakeAttributes / camelAttributes", () => {
  it("re-case names and structures, and pass a JSON document through byte-identical in both directions", () => {
    const attributes = {
      blockType: "ImageTextButtons",
      position: 1,
      sideNote: { someKey: "structural" },
      props: hostileDocument,
    };
    const wire = JSON.stringify(snakeAttributes("content_blocks", attributes));
    expect(JSON.parse(wire)).toStrictEqual({
      block_type: "ImageTextButtons",
      position: 1,
      side_note: { some_key: "structural" },
      props: hostileDocument,
    });
    expect(wire).toContain(JSON.stringify(hostileDocument));
    const back = camelAttributes("content_blocks", JSON.parse(wire));
    expect(back).toStrictEqual(attributes);
    expect(JSON.stringify(back.props)).toBe(JSON.stringify(hostileDocument));
  });

  it("re-case the same value deep when it is not declared a JSON document (a structure of the contract)", () => {
    expect(snakeAttributes("pages", { props: { imagePosition: "left" } })).toStrictEqual({ props: { image_position: "left" } });
    expect(camelAttributes("pages", { props: { image_position: "left" } })).toStrictEqual({ props: { imagePosition: "left" } });
  });
});
