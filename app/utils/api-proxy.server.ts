import type { AppLoadContext } from "@remix-run/cloudflare";
import { createApi } from "../../api/app";

let api: ReturnType<typeof createApi> | undefined;

/**
 * Under `remix vite:dev` the Worker entry never runs, so the API paths reach Remix; these resource routes hand
 * the untouched request to the same Hono app (ARCHITECTURE pitfall). In the built Worker they are never hit.
 */
export function forwardToApi(request: Request, context: AppLoadContext) {
  api ??= createApi();
  return api.fetch(request, context.env, context.cloudflare.ctx);
}
