/**
 * /admin/data-viewer/export.csv?table=…&filter[…] — the data viewer's table as a CSV file (ADR 0071), with the
 * screen's filters, every row by number, handed on from the API as it streams (UTF-8 with a byte-order mark,
 * formula cells neutralised, the export audited there): a plain link, so it downloads with or without JavaScript.
 * A filter the API refuses goes back to the screen, which says what is wrong.
 */
import { type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { downloadExport, VIEWER_PATH, viewerQuery } from "~/components/data-viewer/data-viewer.server";
import { ApiError } from "~/utils/api.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { requires: "data_viewer.view" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = viewerQuery(url);
  const answer = await downloadExport(context, query).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 400) throw redirect(`${VIEWER_PATH}${url.search}`);
    throw error;
  });
  const headers = new Headers({
    "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
    "Content-Disposition": answer.headers.get("Content-Disposition") ?? `attachment; filename="${query.table.key}.csv"`,
    "Cache-Control": "private, no-store",
  });
  return new Response(answer.body, { status: 200, headers });
}
