import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { JSONAPI_MEDIA_TYPE } from "./jsonapi/serialize";

export function jsonApi(c: Context, document: unknown, status: ContentfulStatusCode = 200) {
  return c.body(JSON.stringify(document), status, { "Content-Type": JSONAPI_MEDIA_TYPE });
}
