/**
 * A printable attendance list of one activity date (`/activiteitenkalender/overzicht/{occurrenceId}`):
 * the signed-up people (pending and accepted) with a signature column, and the waitlist below. `@media print`
 * prints the list alone, black on white (the site's header, menus and the print button stay off the paper).
 * For the activity's managers only (403 for others, 404 for unknown ids). Server side: __overview.server.ts.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmailLink, PhoneLink } from "~/components/content/contact-links";
import { dutchContent } from "~/components/content/content-lang";
import { PageHeading } from "~/components/form-look";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { atStart, dayLabel } from "../../../contract/dates";
import { loadAttendance } from "./__overview.server";

export const handle: RouteHandle = {
  titleKey: "activities:attendance.title",
  title: loaderTitle<typeof loader>((data) => data.occurrence.title),
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAttendance(context, request, params.id);
}

/** Print the list alone: everything else hidden, the list at the top of the page, black on white. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #attendance, #attendance * { visibility: visible !important; color: #000 !important; background: #fff !important; }
  #attendance { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #attendance .no-print { display: none !important; }
  #attendance table { page-break-inside: auto; }
  #attendance tr { page-break-inside: avoid; }
}`;

const CELL = "border border-muted-300 px-2 py-2 text-left align-top dark:border-muted-600";

function PeopleTable({
  caption,
  people,
  signature,
}: {
  caption: string;
  people: { id: string; name: string; email: string; phoneNumber: string | null; waitlistPosition: number | null }[];
  signature: boolean;
}) {
  const { t } = useTranslation("activities");
  return (
    <table className="w-full border-collapse text-sm" data-testid={signature ? "attendance-table" : "waitlist-table"}>
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${CELL} w-10`}>
            {signature ? "#" : t("attendance.position")}
          </th>
          <th scope="col" className={CELL}>
            {t("attendance.name")}
          </th>
          <th scope="col" className={CELL}>
            {t("attendance.contact")}
          </th>
          {signature ? (
            <th scope="col" className={`${CELL} w-1/3`}>
              {t("attendance.signature")}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {people.map((p, i) => (
          <tr key={p.id}>
            <td className={`${CELL} tabular-nums`}>{signature ? i + 1 : (p.waitlistPosition ?? i + 1)}</td>
            <th scope="row" className={`${CELL} font-semibold`}>
              {p.name}
            </th>
            <td className={CELL}>
              {p.phoneNumber ? <PhoneLink phone={p.phoneNumber} /> : null}
              {p.phoneNumber && p.email ? " · " : null}
              {p.email ? <EmailLink email={p.email} /> : null}
            </td>
            {signature ? <td className={`${CELL} h-12`} /> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AttendanceList() {
  const { t, i18n } = useTranslation("activities");
  const { occurrence, attending, waitlist } = useLoaderData<typeof loader>();
  const when = `${atStart(dayLabel(occurrence.date, i18n.language), i18n.language)}, ${t("occurrence.time", { start: occurrence.startTime, end: occurrence.endTime })}`;
  return (
    <div id="attendance" className="max-w-4xl">
      <style>{PRINT_CSS}</style>
      <div className="no-print">
        <PageHeading
          title={t("attendance.title")}
          back={{ to: "/activiteitenkalender/overzicht", label: t("attendance.back") }}
        />
      </div>
      <h2 className="text-xl font-bold" data-testid="attendance-title" {...dutchContent(i18n.language)}>
        {occurrence.title}
      </h2>
      <p className="mt-1">{when}</p>
      <p className="mb-4 text-sm">
        {[occurrence.organizationName, occurrence.city].filter(Boolean).join(" · ")}
        {" · "}
        {occurrence.capacity === null
          ? t("overview.signupsUnlimited", { count: attending.length })
          : t("overview.signupsOf", { count: attending.length, capacity: occurrence.capacity })}
      </p>
      <p className="no-print mb-4 text-sm">{t("attendance.printHint")}</p>
      {attending.length === 0 ? (
        <p data-testid="attendance-empty">{t("attendance.empty")}</p>
      ) : (
        <PeopleTable caption={t("attendance.caption")} people={attending} signature />
      )}
      {waitlist.length ? (
        <div className="mt-8">
          <PeopleTable caption={t("attendance.waitlist")} people={waitlist} signature={false} />
        </div>
      ) : null}
    </div>
  );
}
