/**
 * SPEC §2 /notification_templates (ADR 0060): the centre's mails, grouped by what they are about, each with its
 * Dutch and English version's state (active or not) and a link to its editor; a link to the delivery log. For those
 * who manage the centre's settings (`settings.manage`).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { StatusBadge } from "~/components/ui/status-badge";
import { getList } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import {
  type NotificationTemplateEditAttributes,
  TEMPLATE_GROUPS,
  type TemplateGroup,
} from "../../../contract/notification-template-edit";

export const handle: RouteHandle = { titleKey: "notification-templates:list.title", requires: "settings.manage" };

interface Version {
  id: string;
  name: string;
  active: boolean;
}
interface Row {
  key: string;
  nl: Version | null;
  en: Version | null;
}

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await getList<NotificationTemplateEditAttributes>(context.api, "/api/v1/notification_templates");
  const byKey = new Map<string, Row & { group: TemplateGroup }>();
  for (const t of data) {
    const row = byKey.get(t.key) ?? { key: t.key, group: t.group, nl: null, en: null };
    row[t.locale] = { id: t.id, name: t.name, active: t.active };
    byKey.set(t.key, row);
  }
  const groups = TEMPLATE_GROUPS.map((group) => ({
    group,
    rows: [...byKey.values()].filter((r) => r.group === group),
  })).filter((g) => g.rows.length > 0);
  return { groups };
}

export default function NotificationTemplates() {
  const { t } = useTranslation("notification-templates");
  const { groups } = useLoaderData<typeof loader>();
  const version = (v: Version | null, language: "nl" | "en") =>
    v ? (
      <span className="flex flex-wrap items-center gap-2">
        <LocaleLink to={`/notification_templates/${v.id}/edit`} className={linkClass}>
          {t(`list.edit.${language}`)}
        </LocaleLink>
        <StatusBadge tone={v.active ? "success" : "neutral"}>{v.active ? t("status.active") : t("status.inactive")}</StatusBadge>
      </span>
    ) : (
      <span className="text-muted-700 dark:text-muted-300">{t("list.missing")}</span>
    );
  return (
    <div className="max-w-4xl space-y-8">
      <PageHeading title={t("list.title")} description={t("list.description")} />
      <p>
        <LocaleLink to="/notification_templates/deliveries" className={linkClass}>
          {t("list.deliveries")}
        </LocaleLink>
      </p>
      {groups.length === 0 ? <p>{t("list.empty")}</p> : null}
      {groups.map(({ group, rows }) => (
        <section key={group} aria-labelledby={`group-${group}`} className="space-y-3">
          <h2 id={`group-${group}`} className="text-xl font-bold">
            {t(`groups.${group}`)}
          </h2>
          <table className="w-full text-left">
            <thead>
              <tr className="border-b border-muted-300 dark:border-muted-600">
                <th scope="col" className="py-2 pr-4">
                  {t("list.name")}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {t("list.dutch")}
                </th>
                <th scope="col" className="py-2">
                  {t("list.english")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-muted-200 align-top dark:border-muted-700">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    <span className="block font-semibold" lang="nl">
                      {row.nl?.name ?? row.en?.name ?? row.key}
                    </span>
                    <code className="text-sm text-muted-700 dark:text-muted-300">{row.key}</code>
                  </th>
                  <td className="py-2 pr-4">{version(row.nl, "nl")}</td>
                  <td className="py-2">{version(row.en, "en")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
