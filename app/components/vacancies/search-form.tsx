/**
 * The vacancy search's form (SPEC §2 /vacancies/search): a GET form — text, type, tags, age group, postcode and
 * distance — so every search is a shareable URL and works without JavaScript. With JavaScript the results follow
 * the fields as they change (debounced 300 ms, `replace` so the back button is not flooded, the scroll position
 * and the focus stay where they are); pressing Enter or the button searches at once. Empty fields are left out of
 * the URL. A half-typed postcode does not search until it is a postcode.
 */
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RADIUS_CHOICES, VACANCY_TAGS } from "../../../contract/vacancy-vocabulary";
import { inputClass } from "../forms";
import { LocaleLink } from "../locale-link";
import { Button, buttonClassName } from "../ui/button";
import { cleanFormParams, hasFilters, normalizePostalCode, type SearchFilters } from "./search-query";
import { useExamplePostcode, useOfferedVacancyTypes } from "./tenant-offer";

export const SEARCH_DEBOUNCE_MS = 300;

const label = "block font-semibold";

export function SearchForm({
  filters,
  ageGroups,
  postcodeError,
}: {
  filters: SearchFilters;
  ageGroups: { value: string; label: string }[];
  postcodeError: string | null;
}) {
  const { t } = useTranslation("vacancies");
  const submit = useSubmit();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  // A navigation the form did not make (a 'widen' link, back/forward) gives the form the URL's values again;
  // while the visitor is in the form, it keeps its fields (and the focus) as they are.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const form = formRef.current;
    if (form && !form.contains(document.activeElement)) setGeneration((g) => g + 1);
  }, [location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (form: HTMLFormElement, replace: boolean) => {
    clearTimeout(timer.current);
    submit(cleanFormParams(new FormData(form)), { method: "get", action: location.pathname, replace, preventScrollReset: true });
  };
  const radii: number[] = (RADIUS_CHOICES as readonly number[]).includes(filters.radius)
    ? [...RADIUS_CHOICES]
    : [...RADIUS_CHOICES, filters.radius].sort((a, b) => a - b);
  const postcodeErrorId = "search-postcode-error";
  // The tenant's own types (roermond: no peer-to-peer help) and a postcode of its own region.
  const offeredTypes = useOfferedVacancyTypes();
  const examplePostcode = useExamplePostcode();
  return (
    <Form
      key={generation}
      ref={formRef}
      method="get"
      role="search"
      aria-label={t("search.form")}
      className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onChange={(event) => {
        const form = event.currentTarget;
        const target = event.target as HTMLInputElement;
        if (target.name === "postcode" && target.value.trim() !== "" && !normalizePostalCode(target.value)) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => send(form, true), SEARCH_DEBOUNCE_MS);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget, false);
      }}
    >
      {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      {filters.size !== 12 ? <input type="hidden" name="size" value={filters.size} /> : null}
      {filters.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      {filters.organization ? <input type="hidden" name="organization" value={filters.organization} /> : null}
      <div className="sm:col-span-2">
        <label htmlFor="search-q" className={label}>
          {t("search.q")}
        </label>
        <input
          id="search-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={t("search.qPlaceholder")}
          enterKeyHint="search"
          maxLength={100}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="search-type" className={label}>
          {t("search.type")}
        </label>
        <select id="search-type" name="type" defaultValue={filters.type} className={inputClass}>
          <option value="">{t("search.allTypes")}</option>
          {offeredTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-age" className={label}>
          {t("search.ageGroup")}
        </label>
        <select id="search-age" name="age" defaultValue={filters.age} className={inputClass}>
          <option value="">{t("search.allAgeGroups")}</option>
          {ageGroups.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="search-postcode" className={label}>
          {t("search.postalCode")}
        </label>
        <input
          id="search-postcode"
          type="text"
          name="postcode"
          defaultValue={filters.postcode}
          autoComplete="postal-code"
          inputMode="text"
          maxLength={10}
          aria-invalid={postcodeError ? true : undefined}
          aria-describedby={postcodeError ? postcodeErrorId : "search-postcode-hint"}
          className={inputClass}
        />
        {postcodeError ? (
          <p
            id={postcodeErrorId}
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
            data-testid="postcode-error"
          >
            {t(`search.${postcodeError}`, { example: examplePostcode })}
          </p>
        ) : (
          <p id="search-postcode-hint" className="mt-1 text-sm text-muted-700 dark:text-muted-300">
            {t("search.postalCodeHint", { example: examplePostcode })}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="search-radius" className={label}>
          {t("search.radius")}
        </label>
        <select id="search-radius" name="radius" defaultValue={String(filters.radius)} className={inputClass}>
          {radii.map((r) => (
            <option key={r} value={r}>
              {t("radiusChoice", { count: r })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className={label}>{t("search.tags")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {VACANCY_TAGS.map((tag) => (
            <span key={tag} className="flex items-center gap-2">
              <input
                type="checkbox"
                id={`search-tag-${tag}`}
                name="tags"
                value={tag}
                defaultChecked={filters.tags.includes(tag)}
                className="size-4 accent-primary-700"
              />
              <label htmlFor={`search-tag-${tag}`}>{t(`tags.${tag}`)}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <div className="col-span-full flex flex-wrap items-center gap-3">
        <Button type="submit">{t("search.submit")}</Button>
        {hasFilters(filters) ? (
          <LocaleLink to="/vacancies/search" className={buttonClassName("link")}>
            {t("search.clear")}
          </LocaleLink>
        ) : null}
      </div>
    </Form>
  );
}
