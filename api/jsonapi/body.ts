import type { Context } from "hono";
import { badRequest } from "./errors";

const MAX_BODY_BYTES = 64 * 1024;

/** The request body as a JSON object; an empty body is `{}`, anything unparseable or not an object is a 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw badRequest("The request body is too large.", "body_too_large");
  if (text.trim() === "") return {};
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

/**
 * JSON:API `{data: {attributes}}` or, as devise-style clients send it, the attributes flat (optionally under a
 * wrapper key such as `user`).
 */
export function attributesOf(body: Record<string, unknown>, wrapper?: string): Record<string, unknown> {
  const data = body.data as { attributes?: unknown } | undefined;
  if (data && typeof data === "object" && data.attributes && typeof data.attributes === "object") {
    return data.attributes as Record<string, unknown>;
  }
  if (wrapper && body[wrapper] && typeof body[wrapper] === "object") return body[wrapper] as Record<string, unknown>;
  return body;
}
