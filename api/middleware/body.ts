import { createMiddleware } from "hono/factory";
import { jsonBody } from "../jsonapi/body";
import { JsonApiError } from "../jsonapi/errors";
import type { ApiEnv } from "../types";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * The one write whose body is not JSON: a file upload (multipart), which its handler reads with a cap of its own
 * before taking any of it in (api/services/uploads.ts `readBodyCapped`, ADR 0046).
 */
const OWN_BODY_READER = /^\/api\/v1\/uploads\/?$/;

/**
 * The write whose body is a visitor's answers to a form: a multipart post there is a file sent where none is asked —
 * the platform has no file question (ADR 0061) — so it is a 422 on the answers, which the form can show, not a 415.
 */
const ANSWERS = /^\/api\/v1\/form_submissions\/?$/;

const filesNotAccepted = () =>
  new JsonApiError(422, [
    {
      code: "files_not_accepted",
      title: "Invalid Attribute",
      detail: "This form does not accept files.",
      source: { pointer: "/data/attributes/answers" },
      meta: { message: "form-rules:submission.noFiles" },
    },
  ]);

/**
 * Every write's body is checked once, before any route: JSON or nothing (415/400 otherwise). Handlers that ignore
 * their body (DELETE /users/{id}, sign-out) then refuse a form post or garbage too, instead of acting on it. An
 * upload reads its own (above).
 */
export const requestBody = createMiddleware<ApiEnv>(async (c, next) => {
  const ownReader = c.req.method === "POST" && OWN_BODY_READER.test(new URL(c.req.url).pathname);
  if (
    c.req.method === "POST" &&
    /^multipart\//i.test(c.req.header("content-type")?.trim() ?? "") &&
    ANSWERS.test(new URL(c.req.url).pathname)
  ) {
    throw filesNotAccepted();
  }
  if (WRITES.has(c.req.method) && !ownReader) await jsonBody(c);
  await next();
});
