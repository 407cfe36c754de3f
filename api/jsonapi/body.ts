import type { Context } from "hono";
import { badRequest, JsonApiError } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;

/** application/json, application/vnd.api+json and other `+json` types, with or without parameters (charset). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * The request body as a JSON object; an empty body is `{}`. A body declared as anything but JSON (a form post,
 * multipart, text/plain) is a 415; unparseable JSON or JSON that is not an object a 400. A missing Content-Type is
 * read as JSON, as devise clients may send it so. Hono caches the text, so this may run more than once per request.
 */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest("The request body is too large.", "body_too_large");
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
