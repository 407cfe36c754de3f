/** An application's status as a badge: `pending` reads Nieuw (New), `waitlisted` Wachtlijst (Waiting list), as PRODUCT.md says. */
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import type { ApplicationStatus } from "../../../contract/applications";

const TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: "info",
  waitlisted: "warning",
  accepted: "success",
  rejected: "danger",
  withdrawn: "neutral",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation("applications");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
