/** A vacancy's status as a badge (the management list, the editor, bulk edit): every status by its name. */
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import type { VacancyStatus } from "../../../contract/vacancies";

const TONES: Record<VacancyStatus, BadgeTone> = {
  draft: "info",
  published: "success",
  filled: "neutral",
  expired: "warning",
  archived: "neutral",
  deleted: "danger",
};

/**
 * `hidden`: its organisation is not approved, so nobody sees it whatever the status says (the API no longer
 * publishes such a vacancy; one published before the organisation was archived or denied still says so here).
 */
export function VacancyStatusBadge({ status, hidden = false }: { status: VacancyStatus; hidden?: boolean }) {
  const { t } = useTranslation("vacancies");
  const badge = <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
  if (!hidden) return badge;
  return (
    <span className="flex flex-wrap gap-1">
      {badge}
      <StatusBadge tone="warning">{t("visibility.organizationNotApproved")}</StatusBadge>
    </span>
  );
}
