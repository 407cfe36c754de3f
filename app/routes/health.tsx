// Forwarded to the API like /api/* (dev server only; the Worker answers /health itself).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { forwardToApi } from "~/utils/api-proxy.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { isPublic: true };

export const loader = ({ request, context }: LoaderFunctionArgs) => forwardToApi(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => forwardToApi(request, context);
