import type { Context } from "hono";
import { badRequest, fieldError, JsonApiError } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;
/** Bodies up to this size are still parsed to say which field made them too large (a pasted 10 MB description). */
const MAX_DIAGNOSED_BYTES = 16 * 1024 * 1024;

/** The JSON pointer of the longest string in a parsed body, or null when it has none. */
function longestString(value: unknown, pointer = ""): { pointer: string; length: number } | null {
  if (typeof value === "string") return { pointer, length: value.length };
  if (value === null || typeof value !== "object") return null;
  let best: { pointer: string; length: number } | null = null;
  for (const [key, child] of Object.entries(value)) {
    const found = longestString(child, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`);
    if (found && (!best || found.length > best.length)) best = found;
  }
  return best;
}

/**
 * A body over the limit: when it is JSON whose bulk is one string field, a 422 `too_long` on that field (so a form
 * shows it next to the field), else a 400.
 */
function tooLarge(text: string): JsonApiError {
  if (text.length <= MAX_DIAGNOSED_BYTES) {
    try {
      const field = longestString(JSON.parse(text));
      if (field?.pointer && field.length > text.length / 2) {
        const name = field.pointer.slice(field.pointer.lastIndexOf("/") + 1);
        return new JsonApiError(422, [fieldError(field.pointer, "too_long", `${name} is too long.`)]);
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
