/**
 * SPEC §2 /organizations/approve: the queue of pending organisations. Each row is its own form (works without JS):
 * the NOV checklist, an optional reason, approve or deny. The decision and the ticks are stored by the API and
 * shown on the organisation's page afterwards.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { inputClass, linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { NovFieldset } from "~/components/organizations/nov";
import { Button } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import type { RouteHandle } from "~/utils/route-handle";
import { formatDateInFigures } from "../../../contract/dates";
import { MAX_DECISION_REASON_LENGTH } from "../../../contract/organization-inputs";
import { type action, loadQueue, type QueueActionData } from "./__organizations-approve.server";

export { action } from "./__organizations-approve.server";

export const handle: RouteHandle = { titleKey: "organization-lists:approve.title", requires: "organizations.approve" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadQueue(context, new URL(request.url).searchParams);
}

export default function ApproveOrganizations() {
  const { t, i18n } = useTranslation("organization-lists");
  const { page, meta, rows } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as QueueActionData | undefined;
  // The refused decision of this row (a first approval with no NOV criterion ticked asks to confirm it).
  const mine = (id: string) => (actionData && actionData.id === id ? actionData : null);
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const date = (iso: string) => formatDateInFigures(iso, i18n.language) ?? "";
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={t("approve.title")}
        description={t("approve.description")}
        back={{ to: "/organizations", label: t("show.back") }}
      />
      {rows.length === 0 ? <p>{t("approve.empty")}</p> : null}
      <ul className="grid gap-6">
        {rows.map((row) => (
          <li key={row.id} className="rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
            <h2 className="text-xl font-semibold">
              <LocaleLink to={`/organizations/${row.id}`} className={linkClass}>
                {row.name}
              </LocaleLink>
            </h2>
            <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">
              {[
                row.city,
                row.signedUpBy
                  ? t("approve.signedUp", { name: row.signedUpBy, date: date(row.createdAt) })
                  : t("approve.signedUpOn", { date: date(row.createdAt) }),
                row.contact ? `${t("fields.contactPerson")}: ${row.contact}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
            <Form method="post" className="grid gap-3" aria-label={row.name}>
              <input type="hidden" name="id" value={row.id} />
              <NovFieldset idPrefix={`nov-${row.id}`} />
              <div>
                <label htmlFor={`reason-${row.id}`} className="block font-semibold">
                  {t("approve.reason")}
                </label>
                <textarea
                  id={`reason-${row.id}`}
                  name="reason"
                  rows={2}
                  maxLength={MAX_DECISION_REASON_LENGTH}
                  className={inputClass}
                  defaultValue={mine(row.id)?.reason ?? ""}
                />
              </div>
              {mine(row.id) ? (
                <p role="alert" className="font-semibold text-red-800 dark:text-red-300">
                  {t(mine(row.id)?.error ?? "approve.failed")}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-3">
                {mine(row.id)?.confirmWithoutCriteria ? (
                  <Button type="submit" name="intent" value="approve_without_criteria" disabled={busyId === row.id}>
                    {t("approve.approveWithoutCriteria")}
                  </Button>
                ) : null}
                <Button type="submit" name="intent" value="approve" disabled={busyId === row.id}>
                  {t("approve.approve")}
                </Button>
                <Button type="submit" name="intent" value="deny" variant="destructive" disabled={busyId === row.id}>
                  {t("approve.deny")}
                </Button>
              </div>
            </Form>
          </li>
        ))}
      </ul>
      <Pagination current={page} total={meta.pageCount} className="mt-6" />
    </div>
  );
}
