/**
 * The page a matched help request's link shows (ADR 0024, "already matched"): its vacancy is filled and no longer
 * readable, so instead of a 404 the helper — who may come from the match mail — reads that the request is taken,
 * with its title and place (public before the match too) and where to look further. Never the address.
 */
import { useTranslation } from "react-i18next";
import { buttonClass, linkClass, PageHeading } from "../forms";
import { LocaleLink } from "../locale-link";

export interface MatchedHelpRequest {
  title: string;
  city: string | null;
  vacancyType: string;
}

export function MatchedHelpRequestPage({ matched }: { matched: MatchedHelpRequest }) {
  const { t } = useTranslation(["help", "vacancies"]);
  return (
    <div className="max-w-3xl" data-testid="help-request-matched">
      <PageHeading title={t("help:matched.title")} back={{ to: "/vacancies/search", label: t("vacancies:detail.back") }} />
      <p className="mb-2 text-lg">
        {matched.city
          ? t("help:matched.textPlace", { title: matched.title, place: matched.city })
          : t("help:matched.text", { title: matched.title })}
      </p>
      <p className="mb-6">{t("help:matched.thanks")}</p>
      <div className="flex flex-wrap items-center gap-4">
        <LocaleLink to="/een-op-een-hulp" className={buttonClass}>
          {t("help:matched.more")}
        </LocaleLink>
        <LocaleLink to="/vacancies/search" className={linkClass}>
          {t("help:matched.search")}
        </LocaleLink>
      </div>
    </div>
  );
}
