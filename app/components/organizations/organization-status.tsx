/** An organisation's status as a badge (list, queue, page): `approved` reads *Active* (SPEC §3), the rest by name. */
import { useTranslation } from "react-i18next";
import { type BadgeTone, StatusBadge } from "~/components/ui/status-badge";
import type { OrganizationStatus } from "../../../contract/organizations";

const TONES: Record<OrganizationStatus, BadgeTone> = {
  approved: "success",
  pending: "info",
  denied: "danger",
  archived: "neutral",
  deleted: "warning",
};

export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  const { t } = useTranslation("organization-lists");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
