/**
 * Everything about one vacancy (SPEC §2 /vacancies/{id}): the description (HTML the API rendered from its
 * allow-list, already sanitised), the facts, the VOG explained, the video (click to load), and beside it the
 * organisation with a link to its page, a small map (static, no JavaScript) and the contact person (the phone only
 * when the API gives it).
 */
import { useTranslation } from "react-i18next";
import { formatDay } from "../../../contract/dates";
import { P2P_VACANCY_TYPES, type VacancyType } from "../../../contract/vacancy-vocabulary";
import { PROSE } from "../blocks/markdown-block";
import { cx } from "../blocks/ui";
import { EmailLink, PhoneLink } from "../content/contact-links";
import { dutchContent } from "../content/content-lang";
import { linkClass } from "../forms";
import { LocaleLink } from "../locale-link";
import { StaticMap } from "../social-map/static-map";
import { DefinitionList } from "../ui/definition-list";
import { VacancyBadges } from "./vacancy-badges";
import { YouTubeVideo } from "./youtube-video";

export interface VacancyDetailsData {
  id: string;
  title: string;
  vacancyType: string;
  descriptionHtml: string;
  tags: string[];
  expiresAt: string | null;
  hoursPerWeek: number | null;
  vogRequired: boolean;
  capacity: number | null;
  placesLeft: number | null;
  locationType: string;
  city: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  organizationId: string;
  organizationName: string;
  sharedFromCenterName: string | null;
  contactPerson: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  youtubeId: string | null;
}

const SECTION_TITLE = "mb-3 text-xl font-semibold";

/**
 * How a vacancy's page speaks of it: a resident's request for help (the tenant's peer-to-peer type, ADR 0024), an
 * activity, or a vacancy. Hours per week and an end date mean something for a vacancy only: the others leave them
 * out when they are not set, instead of "Niet ingevuld".
 */
export type VacancyKind = "help" | "activity" | "vacancy";
export function vacancyKind(vacancyType: string): VacancyKind {
  if (P2P_VACANCY_TYPES.includes(vacancyType as VacancyType)) return "help";
  return vacancyType === "activity" ? "activity" : "vacancy";
}

export function VacancyMain({ vacancy }: { vacancy: VacancyDetailsData }) {
  const { t, i18n } = useTranslation("vacancies");
  const kind = vacancyKind(vacancy.vacancyType);
  const remote = vacancy.locationType === "remote";
  const place = remote ? t("remote") : [vacancy.streetAddress, vacancy.postalCode, vacancy.city].filter(Boolean).join(", ");
  return (
    <div className="min-w-0">
      <VacancyBadges vacancy={vacancy} className="mb-4 flex flex-wrap gap-2" />
      {vacancy.sharedFromCenterName ? (
        <p
          className="mb-4 rounded-[var(--radius)] border border-sky-700 bg-sky-50 p-3 text-sky-950 dark:border-sky-300 dark:bg-sky-950 dark:text-sky-50"
          data-testid="shared-from"
        >
          {t("detail.sharedFrom", { center: vacancy.sharedFromCenterName })}
        </p>
      ) : null}
      <section aria-labelledby="vacancy-about" className="mb-8">
        <h2 id="vacancy-about" className={SECTION_TITLE}>
          {t(`detail.about.${kind}`)}
        </h2>
        {/* The API renders the description from an allow-list of nodes and marks: safe to insert. */}
        <div
          {...dutchContent(i18n.language)}
          className={cx(PROSE, "text-base")}
          data-testid="vacancy-description"
          dangerouslySetInnerHTML={{ __html: vacancy.descriptionHtml }}
        />
      </section>
      <section aria-labelledby="vacancy-details" className="mb-8">
        <h2 id="vacancy-details" className={SECTION_TITLE}>
          {t("detail.details")}
        </h2>
        <DefinitionList
          items={[
            { term: t("fields.vacancyType"), description: t(`types.${vacancy.vacancyType}`) },
            { term: t("fields.location"), description: place || t(`locationTypes.${vacancy.locationType}`) },
            ...(vacancy.hoursPerWeek || kind === "vacancy"
              ? [
                  {
                    term: t("fields.hoursPerWeek"),
                    description: vacancy.hoursPerWeek ? t("hoursPerWeekValue", { count: vacancy.hoursPerWeek }) : null,
                  },
                ]
              : []),
            ...(vacancy.expiresAt || kind === "vacancy"
              ? [
                  {
                    term: t("fields.expiresAt"),
                    description: vacancy.expiresAt ? formatDay(vacancy.expiresAt, i18n.language) : t("noEnd"),
                  },
                ]
              : []),
            ...(vacancy.capacity !== null
              ? [
                  {
                    term: t("fields.placesLeft"),
                    description:
                      vacancy.placesLeft !== null && vacancy.placesLeft > 0
                        ? t("detail.placesLeft", { count: vacancy.placesLeft })
                        : t("detail.full"),
                  },
                ]
              : []),
          ]}
        />
      </section>
      {vacancy.vogRequired ? (
        <section aria-labelledby="vacancy-vog" className="mb-8" data-testid="vog-explained">
          <h2 id="vacancy-vog" className={SECTION_TITLE}>
            {t("detail.vogTitle")}
          </h2>
          <p>{t("detail.vogText")}</p>
        </section>
      ) : null}
      {vacancy.youtubeId ? (
        <section aria-labelledby="vacancy-video" className="mb-8">
          <h2 id="vacancy-video" className={SECTION_TITLE}>
            {t("detail.video")}
          </h2>
          <YouTubeVideo videoId={vacancy.youtubeId} title={vacancy.title} />
        </section>
      ) : null}
    </div>
  );
}

export function VacancyAside({ vacancy }: { vacancy: VacancyDetailsData }) {
  const { t, i18n } = useTranslation("vacancies");
  const hasContact = vacancy.contactPerson || vacancy.contactEmail || vacancy.contactPhone;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="vacancy-organization">
        <h2 id="vacancy-organization" className={SECTION_TITLE}>
          {t("detail.organization")}
        </h2>
        <p className="font-semibold" {...dutchContent(i18n.language)}>
          {vacancy.organizationName}
        </p>
        <LocaleLink to={`/organizations/${vacancy.organizationId}`} className={linkClass} data-testid="organization-link">
          {t("detail.toOrganization", { name: vacancy.organizationName })}
        </LocaleLink>
      </section>
      {vacancy.latitude !== null && vacancy.longitude !== null && vacancy.locationType !== "remote" ? (
        <StaticMap
          lat={vacancy.latitude}
          lng={vacancy.longitude}
          label={t("detail.map", { place: vacancy.city ?? vacancy.organizationName })}
        />
      ) : null}
      {hasContact ? (
        <section aria-labelledby="vacancy-contact">
          <h2 id="vacancy-contact" className={SECTION_TITLE}>
            {t("fields.contactPerson")}
          </h2>
          <dl className="grid gap-1">
            {vacancy.contactPerson ? (
              <div>
                <dt className="sr-only">{t("fields.contactPerson")}</dt>
                <dd>{vacancy.contactPerson}</dd>
              </div>
            ) : null}
            {vacancy.contactEmail ? (
              <div>
                <dt className="sr-only">{t("fields.contactEmail")}</dt>
                <dd>
                  <EmailLink email={vacancy.contactEmail} />
                </dd>
              </div>
            ) : null}
            {vacancy.contactPhone ? (
              <div>
                <dt className="sr-only">{t("fields.contactPhone")}</dt>
                <dd>
                  <PhoneLink phone={vacancy.contactPhone} data-testid="contact-phone" />
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
