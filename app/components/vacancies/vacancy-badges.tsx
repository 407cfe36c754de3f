import { useTranslation } from "react-i18next";
import { StatusBadge } from "../ui/status-badge";

/** A vacancy's type, tags and VOG badge as a labelled list (cards and the vacancy page). */
export function VacancyBadges({
  vacancy,
  className,
}: {
  vacancy: { vacancyType: string; tags: readonly string[]; vogRequired: boolean };
  className: string;
}) {
  const { t } = useTranslation("vacancies");
  return (
    <ul className={className} aria-label={t("fields.tags")}>
      <li>
        <StatusBadge tone="info">{t(`types.${vacancy.vacancyType}`)}</StatusBadge>
      </li>
      {vacancy.tags.map((tag) => (
        <li key={tag}>
          <StatusBadge tone="neutral">{t(`tags.${tag}`)}</StatusBadge>
        </li>
      ))}
      {vacancy.vogRequired ? (
        <li>
          <StatusBadge tone="warning">{t("vogBadge")}</StatusBadge>
        </li>
      ) : null}
    </ul>
  );
}
