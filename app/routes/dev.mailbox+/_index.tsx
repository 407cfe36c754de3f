import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { inputClass, PageHeading, secondaryButtonClass } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { getList } from "~/utils/api-resources.server";
import { assertMailboxAvailable } from "~/utils/dev-mailbox.server";
import type { RouteHandle } from "~/utils/route-handle";
import { formatTimestampInFigures } from "../../../contract/dates";
import type { DevMailAttributes } from "../../../contract/dev-mails";

/** Public: a new user who just signed up (signed out) opens the confirmation mail here. Development and tests only. */
export const handle: RouteHandle = { isPublic: true, titleKey: "account:mailbox.title" };

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  assertMailboxAvailable(context);
  const to = new URL(request.url).searchParams.get("to")?.trim() || null;
  const { data } = await getList<DevMailAttributes>(context.api, "/api/v1/dev/mails", {
    query: { filter: { to: to ?? undefined }, page: { size: 50 } },
  });
  return { to, mails: data.map(({ id, to, subject, kind, createdAt }) => ({ id, to, subject, kind, createdAt })) };
}

export default function Mailbox() {
  const { t, i18n } = useTranslation("account");
  const { to, mails } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeading title={t("mailbox.title")} description={t("mailbox.description")} />
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="mailbox-to" className="block font-semibold">
            {t("mailbox.filter")}
          </label>
          <input id="mailbox-to" type="search" name="to" defaultValue={to ?? ""} className={inputClass} />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          {t("mailbox.search")}
        </button>
      </Form>
      {mails.length === 0 ? (
        <p>{t("mailbox.empty")}</p>
      ) : (
        <ul className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
          {mails.map((mail) => (
            <li key={mail.id} className="p-3">
              <LocaleLink
                to={`/dev/mailbox/${mail.id}`}
                className="font-semibold text-primary-800 underline dark:text-primary-300"
              >
                {mail.subject}
              </LocaleLink>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {t("mailbox.to", { to: mail.to })} · {t(`mailbox.kinds.${mail.kind}`, { defaultValue: mail.kind })} ·{" "}
                {formatTimestampInFigures(mail.createdAt, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
