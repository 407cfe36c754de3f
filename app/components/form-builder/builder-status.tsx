/** A form's status for its owners (ADR 0061): draft, published (takes answers) or closed. */
import { useTranslation } from "react-i18next";
import type { FormStatus } from "../../../contract/forms";
import { StatusBadge } from "../ui/status-badge";

const TONES = { published: "success", draft: "neutral", closed: "warning" } as const;

export function FormStatusBadge({ status }: { status: FormStatus }) {
  const { t } = useTranslation("form-builder");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
