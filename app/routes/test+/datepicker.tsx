/**
 * /test/datepicker (ADR 0073): the kit's date inputs (`FilterDate` in a `FilterBar`: a GET form, the browser's own
 * date picker, works without JavaScript) and what the server makes of them — a real calendar day or the field's
 * error beside what was typed, a period whose end is not before its start — shown through contract/dates.ts in the
 * page's language, long and in figures, with the Amsterdam wall-clock time of local midnight as an instant.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/forms";
import { DefinitionList } from "~/components/ui/definition-list";
import { FilterBar, FilterDate } from "~/components/ui/filter-bar";
import type { RouteHandle } from "~/utils/route-handle";
import { isoDateString, localToUtc } from "../../../contract/activity-time";
import { formatDateInFigures, formatDay, formatTimestamp } from "../../../contract/dates";

export const handle: RouteHandle = { titleKey: "dev-pages:datepicker.title" };

type Problem = "invalid" | "order" | null;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const from = params.get("from")?.trim() ?? "";
  const to = params.get("to")?.trim() ?? "";
  const problem = (value: string): Problem => (value && !isoDateString(value) ? "invalid" : null);
  const errors = { from: problem(from), to: problem(to) };
  if (!errors.from && !errors.to && from && to && to < from) errors.to = "order";
  const day = (value: string, error: Problem) => (value && !error ? { day: value, startsAt: localToUtc(value, "00:00") } : null);
  return { from, to, errors, chosen: { from: day(from, errors.from), to: day(to, errors.to) } };
}

export default function DevDatepicker() {
  const { t, i18n } = useTranslation("dev-pages");
  const { from, to, errors, chosen } = useLoaderData<typeof loader>();
  const locale = i18n.language;
  const errorText = (problem: Problem) => (problem ? t(`datepicker.errors.${problem}`) : undefined);
  return (
    <>
      <PageHeading title={t("datepicker.title")} description={t("datepicker.description")} />
      <FilterBar label={t("datepicker.filter")} active={Boolean(from || to)}>
        <FilterDate name="from" label={t("datepicker.from")} defaultValue={from} error={errorText(errors.from)} />
        <FilterDate name="to" label={t("datepicker.to")} defaultValue={to} min={from || undefined} error={errorText(errors.to)} />
      </FilterBar>
      <div className="grid gap-6 sm:grid-cols-2">
        {(["from", "to"] as const).map((name) => {
          const value = chosen[name];
          return (
            <section key={name} aria-labelledby={`datepicker-${name}`} className="space-y-2">
              <h2 id={`datepicker-${name}`} className="text-xl font-semibold">
                {t(`datepicker.${name}`)}
              </h2>
              {value ? (
                <DefinitionList
                  items={[
                    { term: t("datepicker.long"), description: formatDay(value.day, locale) },
                    { term: t("datepicker.figures"), description: formatDateInFigures(value.day, locale) },
                    { term: t("datepicker.instant"), description: <code>{value.startsAt}</code> },
                    { term: t("datepicker.wallClock"), description: formatTimestamp(value.startsAt, locale) },
                  ]}
                />
              ) : (
                <p>{t("datepicker.none")}</p>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
