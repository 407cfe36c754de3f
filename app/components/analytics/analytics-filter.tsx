/**
 * The period and centre filter of the analytics screens (screen kit FilterBar: a GET form that works without
 * JavaScript). `center` is offered only to an actor who may choose among centres (an admin); a centre superuser's
 * figures are always their own centre's. Errors are the loader's (analytics-filter.server.ts), shown next to the field.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FilterBar, FilterDate, FilterSelect } from "~/components/ui/filter-bar";
import { translateError } from "~/utils/validation";
import { ANALYTICS_INTERVALS } from "../../../contract/analytics";
import type { AnalyticsFilterState } from "./analytics-filter.server";

export function AnalyticsFilter({
  filter,
  centers,
  children,
}: {
  filter: Pick<AnalyticsFilterState, "values" | "errors">;
  /** The centres to choose from (admins); omitted or empty: no centre control. */
  centers?: readonly { id: string; name: string }[];
  /** A screen's own controls in the same GET form, after the shared ones (the municipality report's municipality). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("analytics");
  const { values, errors } = filter;
  const error = (field: keyof typeof errors) => (errors[field] ? translateError(t, errors[field]) : undefined);
  return (
    <FilterBar label={t("filter.label")} active={Object.values(values).some(Boolean)}>
      <FilterDate name="from" label={t("filter.from")} defaultValue={values.from} error={error("from")} />
      <FilterDate name="to" label={t("filter.to")} defaultValue={values.to} error={error("to")} />
      <FilterSelect
        name="interval"
        label={t("filter.interval")}
        defaultValue={values.interval}
        options={ANALYTICS_INTERVALS.map((i) => ({ value: i, label: t(`filter.intervals.${i}`) }))}
      />
      {centers && centers.length > 0 ? (
        <FilterSelect
          name="center"
          label={t("filter.center")}
          defaultValue={values.center === "all" ? "" : values.center}
          options={centers.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      {children}
    </FilterBar>
  );
}
