/**
 * /notification_templates/deliveries (ADR 0059): the delivery log — every mail of the centre (an admin: of the
 * tenant) newest first, to whom, what, how its delivery went (waiting, being sent, sent, failed after its last try,
 * with the last error) and when; filtered by status through a GET form and paged by plain links, so it works
 * without JavaScript. For whoever manages the notification templates (`settings.manage`). Never a mail's body.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { DataTable } from "~/components/ui/data-table";
import { FilterBar, FilterSelect } from "~/components/ui/filter-bar";
import { Pagination } from "~/components/ui/pagination";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import { getList } from "~/utils/api-resources.server";
import { MAX_PAGE, pick } from "~/utils/list-query";
import type { RouteHandle } from "~/utils/route-handle";
import { formatDateTime } from "../../../contract/dates";
import { MAIL_STATUSES, type MailDeliveryAttributes, type MailStatus } from "../../../contract/mail-deliveries";

export const handle: RouteHandle = { titleKey: "mail-deliveries:title", requires: "settings.manage" };

const DELIVERIES_PAGE_SIZE = 25;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const page = Math.max(1, Math.min(MAX_PAGE, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const status = pick(params.get("status"), MAIL_STATUSES) ?? "";
  const { data, meta } = await getList<MailDeliveryAttributes>(context.api, "/api/v1/mail_deliveries", {
    query: { filter: { status: status || undefined }, page: { number: page, size: DELIVERIES_PAGE_SIZE } },
  });
  return {
    status,
    page,
    pageCount: meta.pageCount,
    total: meta.recordCount,
    deliveries: data.map((d) => ({
      id: d.id,
      to: d.to,
      kind: d.kind,
      subject: d.subject,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError,
      createdAt: d.createdAt,
      sentAt: d.sentAt,
      nextAttemptAt: d.nextAttemptAt,
    })),
  };
}

const TONES: Record<MailStatus, BadgeTone> = { pending: "info", sending: "info", sent: "success", failed: "danger" };

export default function MailDeliveries() {
  const { t, i18n } = useTranslation("mail-deliveries");
  const { status, page, pageCount, total, deliveries } = useLoaderData<typeof loader>();
  const when = (instant: string | null) => (instant ? formatDateTime(instant, i18n.language) : "");
  return (
    <div>
      <PageHeading title={t("title")} description={t("description")} />
      <FilterBar label={t("filters")} active={Boolean(status)}>
        <FilterSelect
          name="status"
          label={t("fields.status")}
          defaultValue={status}
          options={MAIL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
      </FilterBar>
      <p className="mb-2 text-sm">{t("total", { count: total })}</p>
      <DataTable
        caption={t("title")}
        rows={deliveries}
        rowKey={(d) => d.id}
        empty={t("empty")}
        columns={[
          {
            id: "subject",
            header: t("fields.subject"),
            primary: true,
            cell: (d) => (
              <>
                <div>{d.subject}</div>
                <div className="text-sm text-muted-700 dark:text-muted-300">{t(`kinds.${d.kind}`, { defaultValue: d.kind })}</div>
              </>
            ),
          },
          { id: "to", header: t("fields.to"), cell: (d) => d.to, className: "break-all" },
          {
            id: "status",
            header: t("fields.status"),
            cell: (d) => (
              <>
                <StatusBadge tone={TONES[d.status]}>{t(`statuses.${d.status}`)}</StatusBadge>
                <div className="text-sm text-muted-700 dark:text-muted-300">{t("attempts", { count: d.attempts })}</div>
                {d.status === "pending" && d.nextAttemptAt ? (
                  <div className="text-sm text-muted-700 dark:text-muted-300">
                    {t("nextAttempt", { when: when(d.nextAttemptAt) })}
                  </div>
                ) : null}
                {d.lastError && d.status !== "sent" ? (
                  <div className="text-sm break-words text-muted-700 dark:text-muted-300">
                    {t("lastError", { error: d.lastError })}
                  </div>
                ) : null}
              </>
            ),
          },
          { id: "created", header: t("fields.createdAt"), cell: (d) => when(d.createdAt) },
          { id: "sent", header: t("fields.sentAt"), cell: (d) => when(d.sentAt) },
        ]}
      />
      <Pagination current={page} total={pageCount} className="mt-6" />
    </div>
  );
}
