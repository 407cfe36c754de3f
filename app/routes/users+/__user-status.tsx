/** A user's status as a badge (list and detail): the tone per status, the label translated. */
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import type { UserStatus } from "~/utils/roles";

const TONES: Record<UserStatus, BadgeTone> = { active: "success", invited: "info", inactive: "warning", archived: "neutral" };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation("users");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
