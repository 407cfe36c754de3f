import type { ZodError } from "zod";
import { toSnakeCase } from "../../contract/case";
import { isMessageKey } from "../../contract/messages";
import { messageDetail } from "./messages";

export interface ErrorObject {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An error that the error handler turns into a JSON:API error document with this status. */
export class JsonApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];

  constructor(status: number, errors: Array<Partial<ErrorObject> & { detail: string }>) {
    super(errors.map((e) => e.detail).join("; "));
    this.name = "JsonApiError";
    this.status = status;
    this.errors = errors.map((e) => ({
      status: String(status),
      code: e.code ?? toSnakeCase((TITLES[status] ?? "error").replace(/\s+/g, "")),
      title: e.title ?? TITLES[status] ?? "Error",
      detail: e.detail,
      ...(e.source ? { source: e.source } : {}),
      ...(e.meta ? { meta: e.meta } : {}),
    }));
  }
}

export type FieldError = Partial<ErrorObject> & { detail: string };

/** A 422's error object for one field (or `/data`, `/data/type`, …) of the request body. */
export function fieldError(pointer: string, code: string, detail: string): FieldError {
  return { code, title: "Invalid Attribute", detail, source: { pointer } };
}

export const badRequest = (detail: string, code = "bad_request", source?: ErrorObject["source"]) =>
  new JsonApiError(400, [{ code, detail, source }]);

export const badParameter = (parameter: string, detail: string, code = "invalid_parameter") =>
  new JsonApiError(400, [{ code, detail, source: { parameter } }]);

export const notFound = (detail = "The requested resource could not be found.", code = "not_found") =>
  new JsonApiError(404, [{ code, detail }]);

export const unauthorized = (detail = "You need to sign in or sign up before continuing.") =>
  new JsonApiError(401, [{ code: "unauthorized", detail }]);

export const forbidden = (detail = "You don't have access rights to execute this action") =>
  new JsonApiError(403, [{ code: "forbidden", detail }]);

/** One JSON pointer segment (RFC 6901): `~` → `~0`, `/` → `~1`. */
const pointerSegment = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * 422 with one error object per failing field; the pointer is `/data/attributes/<field>` for body fields (or the
 * given prefix). Nested paths keep their index: `/data/attributes/props/cards/0/title`. Every segment is the key as
 * sent — bodies are snake_case on the wire already, and a key inside a JSON value (a block's `imagePosition`, a
 * form's `Vraag 1`) is the document's own, never re-cased (ADR 0043). A message that is a contract message key
 * (contract/messages.ts) becomes the English detail and travels in `meta.message` (ADR 0040).
 */
export function validationError(error: ZodError, pointerPrefix = "/data/attributes"): JsonApiError {
  return new JsonApiError(
    422,
    error.issues.map((issue) => ({
      // A custom issue may name its own code (contract/users.ts newPassword: `too_short`, …).
      code: issue.code === "custom" ? String(issue.params?.code ?? "invalid") : issue.code,
      title: "Invalid Attribute",
      detail: messageDetail(issue.message),
      ...(isMessageKey(issue.message) ? { meta: { message: issue.message } } : {}),
      source: {
        pointer: [pointerPrefix, ...issue.path.map(pointerSegment)].join("/"),
      },
    })),
  );
}

export function errorDocument(errors: ErrorObject[]) {
  return { errors };
}
