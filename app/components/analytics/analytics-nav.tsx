/** The tabs between the analytics screens: the charts (`/analytics`) and the municipality report (`/analytics/index-2`). */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubNav } from "~/components/sub-nav";

export function AnalyticsNav() {
  const { t } = useTranslation("analytics");
  // The period and centre travel along, so switching tabs keeps the filter.
  const { search } = useLocation();
  return (
    <SubNav
      label={t("nav.label")}
      items={[
        { to: `/analytics${search}`, label: t("nav.charts"), end: true },
        { to: `/analytics/index-2${search}`, label: t("nav.municipalities") },
      ]}
    />
  );
}
