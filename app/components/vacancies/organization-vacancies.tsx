/**
 * The public organisation page's vacancies (vacancies and applications, ADR 0021): its published vacancies as cards, newest first, with a link
 * to all of them in the search when there are more than the page shows.
 */
import { useTranslation } from "react-i18next";
import { LocaleLink } from "../locale-link";
import { buttonClassName } from "../ui/button";
import { VacancyCard, type VacancyCardData } from "./vacancy-card";

export const ORGANIZATION_VACANCIES_SHOWN = 12;

export function OrganizationVacancies({
  organizationId,
  vacancies,
  total,
}: {
  organizationId: string;
  vacancies: VacancyCardData[];
  total: number;
}) {
  const { t } = useTranslation("vacancies");
  return (
    <section aria-labelledby="organization-vacancies" className="mt-10" data-testid="organization-vacancies">
      <h2 id="organization-vacancies" className="mb-4 text-2xl font-semibold">
        {t("organization.title")}
      </h2>
      {vacancies.length === 0 ? (
        <p>{t("organization.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {vacancies.map((v) => (
            <li key={v.id}>
              <VacancyCard vacancy={v} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      {total > vacancies.length ? (
        <LocaleLink
          to={`/vacancies/search?organization=${organizationId}`}
          className={`${buttonClassName("link")} mt-4 inline-block`}
        >
          {t("organization.more", { count: total })}
        </LocaleLink>
      ) : null}
    </section>
  );
}
