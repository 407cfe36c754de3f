/** A help request's status as a badge (Nieuw / Gepubliceerd / Afgewezen). */
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import type { HelpRequestStatus } from "../../../contract/help-requests";

const TONES: Record<HelpRequestStatus, BadgeTone> = { pending: "info", approved: "success", rejected: "danger" };

export function HelpStatusBadge({ status }: { status: HelpRequestStatus }) {
  const { t } = useTranslation("help");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
