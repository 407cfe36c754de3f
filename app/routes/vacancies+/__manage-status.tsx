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

export function VacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation("vacancies");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
