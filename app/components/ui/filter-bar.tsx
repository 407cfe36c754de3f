/**
 * The filters of a list screen (screen kit): a GET form, so filtering is a plain URL that works without
 * JavaScript, can be bookmarked and keeps the browser's back button. Submitting starts at page 1 (no `page`
 * field) and keeps the current sort (a hidden `sort` field). Each control has a visible label; the form is a
 * search landmark named by `label`. 'Clear filters' shows when a filter is set.
 *
 * ```tsx
 * <FilterBar label={t("list.filters")} active={Boolean(filters.q || filters.status)}>
 *   <FilterSearch name="q" label={t("list.search")} defaultValue={filters.q} wide />
 *   <FilterSelect name="status" label={t("fields.status")} defaultValue={filters.status} options={…} />
 * </FilterBar>
 * ```
 */
import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { inputClass } from "../form-look";
import { LocaleLink } from "../locale-link";
import { Button, buttonClassName } from "./button";
import { hrefWith } from "./query-href";

export function FilterBar({
  label,
  active = false,
  children,
}: {
  /** The search landmark's name, e.g. 'Filter users'. */
  label: string;
  /** Whether any filter is set: shows the 'Clear filters' link. */
  active?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("ui");
  const location = useLocation();
  const sort = new URLSearchParams(location.search).get("sort");
  return (
    <Form method="get" className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" role="search" aria-label={label}>
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {children}
      <div className="col-span-full flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary">
          {t("filters.apply")}
        </Button>
        {active ? (
          <LocaleLink
            to={hrefWith({ pathname: location.pathname, search: "" }, sort ? { sort } : {})}
            className={buttonClassName("link")}
          >
            {t("filters.clear")}
          </LocaleLink>
        ) : null}
      </div>
    </Form>
  );
}

interface FilterControlProps {
  name: string;
  label: string;
  defaultValue: string;
  /** Takes two columns on wide screens (a search box). */
  wide?: boolean;
}

const controlId = (name: string) => `filter-${name}`;

export function FilterSearch({ name, label, defaultValue, wide }: FilterControlProps) {
  return (
    <div className={wide ? "lg:col-span-2" : undefined}>
      <label htmlFor={controlId(name)} className="block font-semibold">
        {label}
      </label>
      <input id={controlId(name)} type="search" name={name} defaultValue={defaultValue} className={inputClass} />
    </div>
  );
}

/**
 * A day (`<input type="date">`, `YYYY-MM-DD` in the URL). `error` is a translated message shown under it and tied to
 * it with aria-describedby (a GET form validated by its loader: the filter stays as typed beside the message).
 */
export function FilterDate({
  name,
  label,
  defaultValue,
  error,
  min,
  max,
}: FilterControlProps & { error?: string; min?: string; max?: string }) {
  const id = controlId(name);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={defaultValue}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A choice among options, with 'All' (no filter) first. */
export function FilterSelect({
  name,
  label,
  defaultValue,
  options,
  wide,
}: FilterControlProps & { options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation("ui");
  return (
    <div className={wide ? "lg:col-span-2" : undefined}>
      <label htmlFor={controlId(name)} className="block font-semibold">
        {label}
      </label>
      <select id={controlId(name)} name={name} defaultValue={defaultValue} className={inputClass}>
        <option value="">{t("filters.all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
