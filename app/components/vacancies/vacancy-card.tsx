/**
 * A vacancy in a list (the search's results, an organisation's page): title linking to the vacancy, organisation,
 * place and distance, type, tags, the VOG badge and, for a vacancy shared by another centre, where it comes from.
 * Plain markup: complete without JavaScript.
 */
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { VacancySummaryAttributes } from "../../../contract/vacancies";
import { dutchContent } from "../content/content-lang";
import { linkClass } from "../forms";
import { LocaleLink } from "../locale-link";
import { VacancyBadges } from "./vacancy-badges";

export type VacancyCardData = Pick<
  VacancySummaryAttributes,
  | "title"
  | "vacancyType"
  | "summary"
  | "tags"
  | "vogRequired"
  | "city"
  | "locationType"
  | "distanceKm"
  | "organizationName"
  | "sharedFromCenterName"
  | "hoursPerWeek"
> & { id: string };

/** The card's fields of an API row (a loader maps with it so only these reach the page). */
export function vacancyCardData(row: VacancyCardData): VacancyCardData {
  return {
    id: row.id,
    title: row.title,
    vacancyType: row.vacancyType,
    summary: row.summary,
    tags: row.tags,
    vogRequired: row.vogRequired,
    city: row.city,
    locationType: row.locationType,
    distanceKm: row.distanceKm,
    organizationName: row.organizationName,
    sharedFromCenterName: row.sharedFromCenterName,
    hoursPerWeek: row.hoursPerWeek,
  };
}

export function VacancyCard({ vacancy, headingLevel = 2 }: { vacancy: VacancyCardData; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation("vacancies");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const dutch = dutchContent(i18n.language);
  const distance =
    vacancy.distanceKm === null
      ? null
      : t("distance", {
          distance: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(vacancy.distanceKm),
        });
  // The organisation's name and the place are its own (Dutch) words; "remote" and the distance are interface text.
  const meta = [
    vacancy.organizationName ? <span {...dutch}>{vacancy.organizationName}</span> : null,
    vacancy.locationType === "remote" ? t("remote") : vacancy.city ? <span {...dutch}>{vacancy.city}</span> : null,
    distance,
  ].filter((part) => part !== null);
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
      data-testid="vacancy-card"
    >
      <Heading className="text-lg font-semibold" {...dutch}>
        <LocaleLink to={`/vacancies/${vacancy.id}`} className={linkClass}>
          {vacancy.title}
        </LocaleLink>
      </Heading>
      <p className="text-sm text-muted-700 dark:text-muted-300">
        {meta.map((part, index) => (
          <Fragment key={index}>
            {index > 0 ? " · " : null}
            {part}
          </Fragment>
        ))}
      </p>
      {vacancy.summary ? (
        <p className="line-clamp-3 text-sm" {...dutch}>
          {vacancy.summary}
        </p>
      ) : null}
      <VacancyBadges vacancy={vacancy} className="mt-auto flex flex-wrap gap-2 pt-1" />
      {vacancy.sharedFromCenterName ? (
        <p className="text-sm italic text-muted-700 dark:text-muted-300">
          {t("sharedFrom", { center: vacancy.sharedFromCenterName })}
        </p>
      ) : null}
    </article>
  );
}
