/**
 * "Agenda-abonnement" on /profile-edit/settings (calendar feeds, ADR 0023): the personal calendar feed. Plain forms (they work
 * without JavaScript): make a link, then — shown once, on the page the post renders — the URL in a read-only field
 * to copy and a `webcal://` link that opens the calendar app; make a new link or revoke behind the confirmation box.
 * With JavaScript a copy button is added. The actions: app/utils/calendar-feed.server.ts.
 */
import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { formatDate } from "../../../contract/dates";

export interface CalendarFeedSectionProps {
  active: boolean;
  createdAt: string | null;
  /** The answer to the last post of this section, if any. */
  result?: { url?: string; webcalUrl?: string; unconfirmed?: string; failed?: boolean };
}

function CopyField({ url }: { url: string }) {
  const { t } = useTranslation("calendar-feeds");
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  return (
    <div className="space-y-2">
      <label htmlFor="calendar-feed-url" className="block font-semibold">
        {t("urlLabel")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="calendar-feed-url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-[var(--radius)] border border-muted-400 bg-white px-3 py-2 font-mono text-sm text-muted-900 dark:border-muted-500 dark:bg-muted-900 dark:text-muted-100"
        />
        {canCopy ? (
          <Button
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {t("copy")}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm">
        {copied ? t("copied") : ""}
      </p>
    </div>
  );
}

export function CalendarFeedSection({ active, createdAt, result }: CalendarFeedSectionProps) {
  const { t, i18n } = useTranslation("calendar-feeds");
  const since = createdAt ? formatDate(createdAt, i18n.language) : "";
  return (
    <section aria-labelledby="settings-calendar" className="space-y-4">
      <h2 id="settings-calendar" className="text-xl font-bold">
        {t("title")}
      </h2>
      <p>{t("intro")}</p>
      {result?.failed ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-300">
          {t("failed")}
        </p>
      ) : null}
      {result?.url && result.webcalUrl ? (
        <section
          aria-labelledby="calendar-feed-new"
          className="space-y-3 rounded-[var(--radius)] border border-primary-700 p-4 dark:border-primary-300"
        >
          <h3 id="calendar-feed-new" className="font-bold">
            {t("newUrlTitle")}
          </h3>
          <p>{t("newUrlOnce")}</p>
          <CopyField url={result.url} />
          <a
            href={result.webcalUrl}
            className="inline-block font-semibold text-primary-800 underline underline-offset-2 dark:text-primary-300"
          >
            {t("subscribe")}
          </a>
        </section>
      ) : null}
      {active ? (
        <>
          {/* Right after creating, the link is on the page above: say what holds now, not that it is never shown. */}
          <p data-testid="calendar-feed-active">{result?.url ? t("activeJustCreated") : t("active", { date: since })}</p>
          <p>{t("rotateHelp")}</p>
          <ConfirmForm
            intent="calendar-rotate"
            submitLabel={t("rotate")}
            confirmLabel={t("rotateConfirm")}
            unconfirmed={result?.unconfirmed === "calendar-rotate"}
          />
          <ConfirmForm
            intent="calendar-revoke"
            submitLabel={t("revoke")}
            confirmLabel={t("revokeConfirm")}
            unconfirmed={result?.unconfirmed === "calendar-revoke"}
          />
        </>
      ) : (
        <Form method="post" className="space-y-3">
          <p>{t("none")}</p>
          <SubmitButton name="intent" value="calendar-create">
            {t("create")}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
