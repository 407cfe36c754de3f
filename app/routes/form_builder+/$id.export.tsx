/**
 * /form_builder/{id}/export?separator=;|, — every submission of a form as a CSV file (ADR 0061), handed on from the
 * API as it streams (UTF-8 with a byte-order mark for Excel, formula cells neutralised there): a plain link, so the
 * browser downloads it with or without JavaScript. For the form's managers.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { routeError } from "~/utils/route-errors";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { requires: "forms.manage" };

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  const separator = new URL(request.url).searchParams.get("separator") === "," ? "," : ";";
  const answer = await context.api.download(`/api/v1/forms/${id}/form_submissions.csv`, {
    query: { separator, locale: context.locale === "en" ? "en" : "nl" },
  });
  const headers = new Headers({
    "Content-Type": answer.headers.get("Content-Type") ?? "text/csv; charset=utf-8",
    "Content-Disposition": answer.headers.get("Content-Disposition") ?? `attachment; filename="formulier-${id}.csv"`,
    "Cache-Control": "private, no-store",
  });
  return new Response(answer.body, { status: 200, headers });
}
