/**
 * Worker entry: API paths → the Hono JSON:API app; everything else → Remix. Static files under build/client
 * are served by Workers static assets before this runs.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
import { createApi, isApiPath } from "../api/app";
import { withSecurityHeaders } from "../app/utils/security-headers.server";
// biome-ignore lint/suspicious/noTsIgnore: the server build exists only after `remix vite:build` (typecheck runs before it).
// @ts-ignore
import * as build from "../build/server";
import { getLoadContext } from "../load-context";
import { runScheduledJobs } from "./scheduled";

const handleRemixRequest = createRequestHandler(build as unknown as ServerBuild);
const api = createApi();

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (isApiPath(pathname)) {
      return withSecurityHeaders(await api.fetch(request, env, ctx), request, null);
    }
    const cloudflare = { env, ctx, cf: request.cf ?? {}, caches } as unknown as Parameters<
      typeof getLoadContext
    >[0]["context"]["cloudflare"];
    const loadContext = await getLoadContext({ request, context: { cloudflare } });
    const response = await handleRemixRequest(request, loadContext);
    return withSecurityHeaders(response, request, loadContext.cspNonce);
  },

  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduledJobs(controller.cron, env));
  },
} satisfies ExportedHandler<Env>;
