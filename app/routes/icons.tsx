/**
 * GET /icons?icons=lucide:house,lucide:calendar — the local icon endpoint (app/utils/icons.server.ts). Public,
 * tenant-independent and long-cacheable: the answer depends on the query alone.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { answerIconRequest } from "~/utils/icons.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const { status, body, headers } = await answerIconRequest(new URL(request.url));
  return Response.json(body, { status, headers });
}
