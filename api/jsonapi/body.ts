import type { Context } from "hono";
import { badRequest, fieldError, JsonApiError } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;
/** Bodies up to this size are still parsed to say which field made them too large (a pasted 10 MB description). */
const MAX_DIAGNOSED_BYTES = 16 * 1024 * 1024;

const segment = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** The characters of a parsed body's texts and keys under each object and array (counted once, kept per node). */
function sizes(value: unknown, memo: Map<object, number>): number {
  if (typeof value === "string") return value.length;
  if (value === null || typeof value !== "object") return 4;
  let total = 2;
  for (const [key, child] of Object.entries(value)) total += key.length + 1 + sizes(child, memo);
  memo.set(value, total);
  return total;
}

/**
 * Where the bulk of a parsed body is: from the top, into the child that holds more than half of it, as far as one
 * does. A long string (a pasted 10 MB description) or a long list (10,000 options) is that field; null when the
 * bulk is spread over many fields.
 */
function bulkiest(body: unknown, total: number): { pointer: string; kind: "text" | "list" } | null {
  const memo = new Map<object, number>();
  sizes(body, memo);
  const size = (v: unknown) => (typeof v === "string" ? v.length : v !== null && typeof v === "object" ? (memo.get(v) ?? 0) : 0);
  let node: unknown = body;
  let pointer = "";
  for (;;) {
    if (typeof node === "string") return pointer ? { pointer, kind: "text" } : null;
    if (node === null || typeof node !== "object") return null;
    const next = Object.entries(node).find(([, child]) => size(child) > total / 2);
    if (!next) return Array.isArray(node) && pointer ? { pointer, kind: "list" } : null;
    pointer = `${pointer}/${segment(next[0])}`;
    node = next[1];
  }
}

/**
 * A body over the limit: when it is JSON whose bulk is one string field or one list, a 422 on that field (`too_long`,
 * `too_many`; so a form shows it next to the field), else a 400.
 */
function tooLarge(text: string): JsonApiError {
  if (text.length <= MAX_DIAGNOSED_BYTES) {
    try {
      const field = bulkiest(JSON.parse(text), text.length);
      if (field) {
        const name = field.pointer.slice(field.pointer.lastIndexOf("/") + 1);
        return field.kind === "text"
          ? new JsonApiError(422, [fieldError(field.pointer, "too_long", `${name} is too long.`)])
          : new JsonApiError(422, [fieldError(field.pointer, "too_many", `${name} has too many items.`)]);
      }
    } catch {}
  }
  return badRequest("The request body is too large.", "body_too_large");
}

/** application/json, application/vnd.api+json and other `+json` types, with or without parameters (charset). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The request body as a JSON object; an empty body is `{}`. A body declared as anything but JSON (a form post,
 * multipart, text/plain) is a 415; unparseable JSON or JSON that is not an object a 400. A missing Content-Type is
 * read as JSON, as devise clients may send it so. Hono caches the text, so this may run more than once per request.
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw tooLarge(text);
  if (text.trim() === "") return {};
  const type = c.req.header("content-type");
  if (type !== undefined && !JSON_MEDIA_TYPE.test(type.trim())) {
    throw new JsonApiError(415, [
      {
        code: "unsupported_media_type",
        detail: "The request body must be JSON (Content-Type application/vnd.api+json or application/json).",
        source: { header: "Content-Type" },
      },
    ]);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.", "invalid_json");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    throw badRequest("The request body must be a JSON object.", "invalid_json");
  }
  return parsed as Record<string, unknown>;
}
