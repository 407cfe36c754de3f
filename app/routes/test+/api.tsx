/**
 * /test/api (ADR 0073): the in-process API client (`context.api`) as the screens use it — a typed list read through
 * `getList` (deserialized, camelCased resources), the JSON:API document the same request answers on the wire, and an
 * error answer (a centre that does not exist: 404) as the ApiError a loader would turn into the error page.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { JsonBlock } from "~/components/dev-pages/json-block";
import { PageHeading } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { ApiError } from "~/utils/api.server";
import { getList } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { VolunteerCenterAttributes } from "../../../contract/volunteer-centers";

export const handle: RouteHandle = { titleKey: "dev-pages:api.title" };

const LIST = "/api/v1/volunteer_centers";
const QUERY = { fields: { volunteerCenters: "name" }, page: { size: 5 } };
const MISSING = "/api/v1/volunteer_centers/0";

export async function loader({ context }: LoaderFunctionArgs) {
  const [list, wire, error] = await Promise.all([
    getList<Pick<VolunteerCenterAttributes, "name">>(context.api, LIST, { query: QUERY }),
    context.api.download(LIST, { query: QUERY }).then((response) => response.json()),
    context.api.get(MISSING, { errors: "throw" }).then(
      () => null,
      (thrown: unknown) => {
        if (!(thrown instanceof ApiError)) throw thrown;
        return { status: thrown.status, errors: thrown.errors, requestId: thrown.requestId ?? null };
      },
    ),
  ]);
  return {
    rows: list.data.map((center) => ({ id: center.id, type: center.type, name: center.name })),
    meta: list.meta,
    wire,
    error,
  };
}

export default function DevApi() {
  const { t } = useTranslation("dev-pages");
  const { rows, meta, wire, error } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={t("api.title")} description={t("api.description")} />
      <div className="space-y-6">
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t("api.typed")}</h2>
          <p>
            <code>getList(context.api, "{LIST}")</code>
          </p>
          <DataTable
            caption={t("api.typed")}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { id: "id", primary: true, header: "id", cell: (row) => row.id },
              { id: "type", header: "type", cell: (row) => row.type },
              { id: "name", header: t("api.name"), cell: (row) => row.name },
            ]}
            empty={t("common.none")}
          />
          <JsonBlock label={t("api.meta")} value={meta} />
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t("api.wire")}</h2>
          <JsonBlock label={t("api.document")} value={wire} />
        </section>
        <section className="space-y-3">
          <h2 className="text-xl font-semibold">{t("api.error")}</h2>
          <p>
            <code>GET {MISSING}</code>
          </p>
          <JsonBlock label={t("api.errorAnswer")} value={error} />
        </section>
      </div>
    </>
  );
}
