import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { getOne } from "~/utils/api-resources.server";
import { assertMailboxAvailable } from "~/utils/dev-mailbox.server";
import { linkify, mailText } from "~/utils/linkify";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import type { DevMailAttributes } from "../../../contract/dev-mails";

export const handle: RouteHandle = {
  isPublic: true,
  titleKey: "account:mailbox.title",
  title: loaderTitle<typeof loader>((data) => data.subject),
};

export const meta: MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  assertMailboxAvailable(context);
  const { data } = await getOne<DevMailAttributes>(context.api, `/api/v1/dev/mails/${encodeURIComponent(params.id ?? "")}`);
  // The mail's HTML is not rendered (it would need its own CSP); its text with clickable links is enough here.
  return { subject: data.subject, to: data.to, kind: data.kind, createdAt: data.createdAt, text: mailText(data) };
}

export default function MailboxMail() {
  const { t } = useTranslation("account");
  const mail = useLoaderData<typeof loader>();
  return (
    <div>
      <LocaleLink to="/dev/mailbox" className={linkClass}>
        {t("mailbox.back")}
      </LocaleLink>
      <div className="mt-4">
        <PageHeading title={mail.subject} description={t("mailbox.to", { to: mail.to })} />
      </div>
      <div
        className="whitespace-pre-wrap break-words rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700"
        data-testid="mail-body"
      >
        {linkify(mail.text).map((part, i) =>
          part.kind === "link" ? (
            <a key={i} href={part.value} className={linkClass}>
              {part.value}
            </a>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </div>
    </div>
  );
}
