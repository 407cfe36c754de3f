/**
 * A browser's unexpected error, sent to the same-origin endpoint `/api/v1/client_errors` (ADR 0074), which forwards
 * it to the error service. Every field is capped, so a report is small whatever the page threw.
 */
import { z } from "zod";

export const CLIENT_ERROR_RESOURCE_TYPES = ["client_errors", "client_error"] as const;

export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_STACK_MAX = 8000;
export const CLIENT_ERROR_URL_MAX = 2000;

/** Where the browser caught it: the root error boundary, `window` `error`, or `window` `unhandledrejection`. */
export const CLIENT_ERROR_KINDS = ["boundary", "error", "unhandledrejection"] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const clientErrorInput = z
  .object({
    kind: z.enum(CLIENT_ERROR_KINDS),
    name: z.string().max(100).optional(),
    message: z.string().min(1, "validation:required").max(CLIENT_ERROR_MESSAGE_MAX),
    stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
    /** The page the error happened on: http(s), and of the site the report is sent to (checked by the API). */
    url: z
      .string()
      .max(CLIENT_ERROR_URL_MAX)
      .url()
      .refine((value) => /^https?:\/\//i.test(value), "validation:url"),
  })
  .strict();
export type ClientErrorInput = z.input<typeof clientErrorInput>;
