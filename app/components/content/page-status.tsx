/** A page's state for its editors (ADR 0041): published, scheduled (unpublished with a publication time) or draft. */
import { useTranslation } from "react-i18next";
import { StatusBadge } from "../ui/status-badge";

export type PageStatus = "published" | "draft" | "scheduled";

export function pageStatus(page: { isPublished: boolean; publishAt: string | null }): PageStatus {
  if (page.isPublished) return "published";
  return page.publishAt ? "scheduled" : "draft";
}

const TONES = { published: "success", scheduled: "info", draft: "neutral" } as const;

export function PageStatusBadge({ status }: { status: PageStatus }) {
  const { t } = useTranslation("content-admin");
  return <StatusBadge tone={TONES[status]}>{t(`statuses.${status}`)}</StatusBadge>;
}
