/**
 * A block type's form, read from its own Zod schema (contract/content-blocks.ts; ADR 0048): the fields the editor
 * shows, and the props a posted form gives back. Isomorphic: the action builds the props it sends to the API, the
 * browser the props of the live preview, from the same walk. A field added to a block's schema appears here by
 * itself (its label comes from `content-admin:blocks.fields.<key>`; a test checks every key has one).
 *
 * Field names are the props' own paths under `props` (the Dutch block) or `propsEn` (its English texts), as Conform
 * names nested fields: `props.cards[2].title`, `props.button.href` — the same names the one error mapper gives an API
 * pointer such as `/data/attributes/props/cards/2/title`.
 */
import { z } from "zod";
import {
  type BlockType,
  blockPropsSchemas,
  IMAGE,
  RICH_TEXT,
  schemaMark,
  TEXT,
  unwrapSchema,
} from "../../../../contract/content-blocks";
import { type RichTextDoc, richTextToMarkdown, richTextToPlainText } from "../../../../contract/rich-text";
import { richTextFromForm } from "../../../utils/rich-text-form";

interface Common {
  /** The key in its object ('' for a list's row). */
  key: string;
  /** May be left out (optional, or with a default): an empty one is not sent. */
  optional: boolean;
  /** Must be filled in: not optional, and a text at least one character long (shown with an asterisk). */
  required: boolean;
}
export type FieldNode =
  | (Common & { kind: "text"; translatable: boolean; maxLength?: number; multiline: boolean })
  | (Common & { kind: "richText" })
  | (Common & { kind: "number"; min?: number; max?: number })
  | (Common & { kind: "choice"; options: string[]; defaultValue?: string })
  | (Common & { kind: "boolean" })
  | (Common & { kind: "object"; image: boolean; fields: FieldNode[] })
  | (Common & { kind: "list"; item: FieldNode; min: number; max: number });

function checkValue(schema: z.ZodTypeAny, kind: string): number | undefined {
  const inner = unwrapSchema(schema);
  const checks = (inner._def as { checks?: Array<{ kind: string; value: number }> }).checks ?? [];
  return checks.find((c) => c.kind === kind)?.value;
}

function isRequired(schema: z.ZodTypeAny): boolean {
  let inner: z.ZodTypeAny = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) return false;
    if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else return true;
  }
}

function defaultOf(schema: z.ZodTypeAny): unknown {
  let inner: z.ZodTypeAny = schema;
  for (;;) {
    if (inner instanceof z.ZodDefault) return inner._def.defaultValue();
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
    else if (inner instanceof z.ZodEffects) inner = inner.innerType();
    else return undefined;
  }
}

/** The form field of one schema (its key in the parent object). */
export function fieldOf(key: string, schema: z.ZodTypeAny): FieldNode {
  const optional = !isRequired(schema);
  const required = !optional;
  const mark = schemaMark(schema);
  if (mark === RICH_TEXT) return { key, optional, required, kind: "richText" };
  const inner = unwrapSchema(schema);
  if (inner instanceof z.ZodObject) {
    const fields = Object.entries(inner.shape as Record<string, z.ZodTypeAny>).map(([k, s]) => fieldOf(k, s));
    return { key, optional, required, kind: "object", image: mark === IMAGE, fields };
  }
  if (inner instanceof z.ZodArray) {
    const min = (inner._def.minLength?.value ?? inner._def.exactLength?.value ?? 0) as number;
    const max = (inner._def.maxLength?.value ?? inner._def.exactLength?.value ?? 100) as number;
    return { key, optional, required: required && min > 0, kind: "list", item: fieldOf("", inner.element), min, max };
  }
  if (inner instanceof z.ZodEnum) {
    const fallback = defaultOf(schema);
    return {
      key,
      optional,
      required,
      kind: "choice",
      options: inner.options as string[],
      defaultValue: typeof fallback === "string" ? fallback : undefined,
    };
  }
  if (inner instanceof z.ZodNumber) {
    return { key, optional, required, kind: "number", min: checkValue(schema, "min"), max: checkValue(schema, "max") };
  }
  if (inner instanceof z.ZodBoolean) return { key, optional, required: false, kind: "boolean" };
  const maxLength = checkValue(schema, "max");
  // A text without a minimum length may stay empty (an image's alternative text for a decoration).
  const minLength = checkValue(schema, "min") ?? (inner instanceof z.ZodString ? 0 : 1);
  return {
    key,
    optional,
    required: required && minLength > 0,
    kind: "text",
    translatable: mark === TEXT,
    maxLength,
    // A long text a person writes gets a text area; an address, however long it may be, one line.
    multiline: mark === TEXT && (maxLength ?? 0) > 300,
  };
}

/** The fields of a block type's form, in its schema's order. */
export function blockFields(blockType: BlockType): FieldNode[] {
  const node = fieldOf("", blockPropsSchemas[blockType]);
  return node.kind === "object" ? node.fields : [];
}

/** Does this field hold a text a person reads (a `TEXT` or `RICH_TEXT` field, or a group or list with one)? */
export function hasTranslatable(node: FieldNode): boolean {
  if (node.kind === "richText") return true;
  if (node.kind === "text") return node.translatable;
  if (node.kind === "object") return node.fields.some(hasTranslatable);
  if (node.kind === "list") return hasTranslatable(node.item);
  return false;
}

/** `props.cards` + 2 → `props.cards[2]`; `props` + `title` → `props.title`. */
export const childName = (parent: string, key: string | number) =>
  typeof key === "number" ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/** The rows a form holds for the list `name`: the indexes its fields carry, in order. */
export function rowsOf(formData: FormData, name: string): number[] {
  const rows = new Set<number>();
  const prefix = `${name}[`;
  for (const key of formData.keys()) {
    if (!key.startsWith(prefix)) continue;
    const match = /^(\d{1,4})\]/.exec(key.slice(prefix.length));
    if (match) rows.add(Number(match[1]));
  }
  return [...rows].sort((a, b) => a - b);
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/** Is nothing typed anywhere in this field (an optional group left empty is left out, not sent half)? */
function isBlank(node: FieldNode, formData: FormData, name: string): boolean {
  switch (node.kind) {
    case "object":
      return node.fields.every((f) =>
        (f.kind === "choice" && !f.required) || f.kind === "boolean" || (f.kind === "choice" && f.defaultValue !== undefined)
          ? true
          : isBlank(f, formData, childName(name, f.key)),
      );
    case "list":
      return rowsOf(formData, name).every((i) => isBlank(node.item, formData, childName(name, i)));
    case "richText": {
      const value = richTextFromForm(formData, name);
      return value === null || (typeof value === "string" ? value.trim() === "" : richTextToPlainText(value).trim() === "");
    }
    case "boolean":
      return !formData.has(name);
    default:
      return (text(formData, name) ?? "").trim() === "";
  }
}

/**
 * The value a posted field gives: texts as typed (the schema trims), an empty optional one left out; numbers as
 * numbers (anything else as typed, so the schema says it is not one); a rich text as the editor's document or the
 * textarea's Markdown; groups by their fields, an optional group left empty out; lists by the rows posted.
 */
export function valueFromForm(node: FieldNode, formData: FormData, name: string): unknown {
  switch (node.kind) {
    case "object": {
      if (node.optional && isBlank(node, formData, name)) return undefined;
      const out: Record<string, unknown> = {};
      for (const field of node.fields) {
        const value = valueFromForm(field, formData, childName(name, field.key));
        if (value !== undefined) out[field.key] = value;
      }
      return out;
    }
    case "list":
      return rowsOf(formData, name)
        .map((i) => valueFromForm(node.item, formData, childName(name, i)))
        .filter((row) => row !== undefined);
    case "richText":
      return richTextFromForm(formData, name) ?? undefined;
    case "boolean":
      return formData.has(name);
    case "number": {
      const raw = (text(formData, name) ?? "").trim();
      if (raw === "") return undefined;
      const n = Number(raw.replace(",", "."));
      return Number.isFinite(n) ? n : raw;
    }
    case "choice": {
      const raw = text(formData, name) ?? "";
      return raw === "" ? undefined : raw;
    }
    default: {
      const raw = text(formData, name);
      if (raw === undefined) return node.optional ? undefined : "";
      return raw.trim() === "" && node.optional ? undefined : raw;
    }
  }
}

/** The props a block's posted form gives (`props.*`). */
export function propsFromForm(blockType: BlockType, formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of blockFields(blockType)) {
    const value = valueFromForm(field, formData, childName("props", field.key));
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}

/**
 * The English texts a posted English form gives (`propsEn.*`): the translatable fields only, each left out when
 * empty; lists keep their rows' places (a row's English is `{}` when none of it was typed).
 */
export function englishFromForm(blockType: BlockType, formData: FormData): Record<string, unknown> {
  const walk = (node: FieldNode, name: string): unknown => {
    if (!hasTranslatable(node)) return undefined;
    if (node.kind === "text" || node.kind === "richText") {
      if (isBlank(node, formData, name)) return undefined;
      return node.kind === "text" ? text(formData, name) : (richTextFromForm(formData, name) ?? undefined);
    }
    if (node.kind === "object") {
      const out: Record<string, unknown> = {};
      for (const field of node.fields) {
        const value = walk(field, childName(name, field.key));
        if (value !== undefined) out[field.key] = value;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    if (node.kind === "list") {
      const rows = rowsOf(formData, name);
      const last = rows.length ? Math.max(...rows) : -1;
      const values = Array.from({ length: last + 1 }, (_, i) => walk(node.item, childName(name, i)) ?? {});
      return values.some((v) => Object.keys(v as object).length > 0) ? values : undefined;
    }
    return undefined;
  };
  const out: Record<string, unknown> = {};
  for (const field of blockFields(blockType)) {
    const value = walk(field, childName("propsEn", field.key));
    if (value !== undefined) out[field.key] = value;
  }
  return out;
}

/** Every field name pattern of a block's form (`props.cards[].title`), for the one error mapper. */
export function fieldPatterns(blockType: BlockType): string[] {
  const out: string[] = [];
  const walk = (node: FieldNode, name: string) => {
    if (node.kind === "object") {
      for (const field of node.fields) walk(field, childName(name, field.key));
      return;
    }
    out.push(name);
    if (node.kind === "list" && node.item.kind === "object") {
      for (const field of node.item.fields) walk(field, childName(`${name}[]`, field.key));
    } else if (node.kind === "list") out.push(`${name}[]`);
  };
  for (const field of blockFields(blockType)) {
    walk(field, childName("props", field.key));
    walk(field, childName("propsEn", field.key));
  }
  return out;
}

/** A line that tells blocks apart in the editor's list: the block's first text. */
export function blockSummary(props: Record<string, unknown>): string {
  const find = (value: unknown): string | undefined => {
    if (typeof value === "string") return value.trim() || undefined;
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = find(item);
        if (found) return found;
      }
      return undefined;
    }
    if (typeof value === "object" && value !== null) {
      if ((value as { type?: unknown }).type === "doc") return richTextToPlainText(value).trim() || undefined;
      for (const [key, child] of Object.entries(value)) {
        if (["url", "href", "variant", "imagePosition", "icon", "videoId", "formToken", "query"].includes(key)) continue;
        const found = find(child);
        if (found) return found;
      }
    }
    return undefined;
  };
  const summary = find(props) ?? "";
  return summary.length > 120 ? `${summary.slice(0, 117)}…` : summary;
}

const isDoc = (value: unknown): value is RichTextDoc =>
  typeof value === "object" && value !== null && (value as { type?: unknown }).type === "doc";

/**
 * What the editor's form starts from (Conform's default value, and the rich-text editor's documents): the Dutch form
 * the block's props with every rich text as its Markdown (Conform keeps texts, not documents; the editor gets the
 * document itself from `docs`); the English form the English texts, its lists padded to the Dutch block's rows.
 */
export function editorDefaults(
  blockType: BlockType,
  language: "nl" | "en",
  props: Record<string, unknown>,
  propsEn: Record<string, unknown> | null,
  lockVersion: number,
): { defaultValue: Record<string, unknown>; docs: Record<string, RichTextDoc | undefined> } {
  const docs: Record<string, RichTextDoc | undefined> = {};
  const walk = (node: FieldNode, value: unknown, dutch: unknown, name: string): unknown => {
    if (node.kind === "richText") {
      if (isDoc(value)) {
        docs[name] = value;
        return richTextToMarkdown(value);
      }
      return typeof value === "string" ? value : undefined;
    }
    if (node.kind === "object") {
      const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
      const dutchRecord = (dutch && typeof dutch === "object" ? dutch : {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const field of node.fields) {
        const child = walk(field, record[field.key], dutchRecord[field.key], childName(name, field.key));
        if (child !== undefined) out[field.key] = child;
      }
      return out;
    }
    if (node.kind === "list") {
      const rows = Array.isArray(value) ? value : [];
      const dutchRows = Array.isArray(dutch) ? dutch : rows;
      // The English form has the Dutch block's rows; the Dutch one at least as many as the list needs (a new block).
      const length = language === "en" ? dutchRows.length : Math.max(rows.length, node.min);
      return Array.from({ length }, (_, i) =>
        walk(node.item, rows[i] ?? (node.item.kind === "object" ? {} : ""), dutchRows[i], childName(name, i)),
      );
    }
    if (node.kind === "number" && typeof value === "number") return String(value);
    if (node.kind === "boolean") return value === true ? "on" : undefined;
    return value;
  };
  const group = language === "nl" ? "props" : "propsEn";
  const out: Record<string, unknown> = {};
  for (const field of blockFields(blockType)) {
    const value = walk(
      field,
      (language === "nl" ? props : (propsEn ?? {}))[field.key],
      props[field.key],
      childName(group, field.key),
    );
    if (value !== undefined) out[field.key] = value;
  }
  return { defaultValue: { [group]: out, lockVersion: String(lockVersion) }, docs };
}
