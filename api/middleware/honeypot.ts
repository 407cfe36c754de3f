/**
 * The honeypot of an anonymous form (sign-up of an organisation, applying, asking for help): a field people never
 * see. A bot that fills it is answered as if its post was accepted (202, `meta.accepted`) and nothing is written,
 * rate limits included. Listed after the route's body validator: a bot's invalid post gets the same 422 as anyone's.
 */
import { createMiddleware } from "hono/factory";
import { toDocument } from "../jsonapi/serialize";
import { jsonApi } from "../respond";
import type { ApiEnv } from "../types";
import type { ValidBody } from "./validate";

export const honeypot = (field: string) =>
  createMiddleware<ApiEnv>(async (c, next) => {
    const { attributes } = c.req.valid("json" as never) as ValidBody<unknown>;
    const value = attributes[field];
    if (typeof value === "string" && value.trim() !== "") {
      return jsonApi(c, toDocument({ data: null, meta: { accepted: true } }), 202);
    }
    await next();
  });
