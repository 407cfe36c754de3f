import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getBody } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { AccountExport } from "../../../contract/users";

/** AVG (GDPR) data export: all of the signed-in user's own data as a JSON download (GET /api/v1/current_user/export). */
export const handle: RouteHandle = {};

export async function loader({ context }: LoaderFunctionArgs) {
  const data = await getBody<AccountExport>(context.api, "/api/v1/current_user/export");
  const date = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mijn-gegevens-${date}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
