/**
 * The volunteer pool's shared pieces (ADR 0063): the availability grid (a table of checkboxes, one per day and part,
 * each with its own label), the visibility choice (radio buttons, each with a sentence of who then sees the
 * profile), and how a profile's availability and languages read.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms";
import { DAY_PARTS, DAYS, PROFILE_VISIBILITIES, slotOf } from "../../../contract/volunteer-pool";

// biome-ignore lint/suspicious/noExplicitAny: a form field of any shape (as components/forms.tsx takes them)
type AnyField = FieldMetadata<any, any, string[]>;

export function AvailabilityGrid({ meta }: { meta: AnyField }) {
  const { t } = useTranslation("volunteer-pool");
  const initial = new Set((meta.initialValue as string[] | undefined) ?? []);
  const legendId = `${meta.id}-legend`;
  return (
    <fieldset aria-describedby={`${meta.id}-hint ${meta.errorId}`} aria-invalid={meta.errors ? true : undefined}>
      <legend id={legendId} className="font-semibold">
        {t("edit.availability")}
      </legend>
      <p id={`${meta.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
        {t("edit.availabilityHint")}
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="text-sm" aria-labelledby={legendId}>
          <thead>
            <tr>
              <th scope="col" className="p-1 text-left">
                {t("edit.day")}
              </th>
              {DAY_PARTS.map((part) => (
                <th key={part} scope="col" className="p-1 text-center">
                  {t(`parts.${part}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row" className="p-1 pr-3 text-left font-normal">
                  {t(`days.${day}`)}
                </th>
                {DAY_PARTS.map((part) => {
                  const slot = slotOf(day, part);
                  const id = `${meta.id}-${day}-${part}`;
                  return (
                    <td key={part} className="p-1 text-center">
                      <input
                        type="checkbox"
                        id={id}
                        name={meta.name}
                        value={slot}
                        defaultChecked={initial.has(slot)}
                        className="size-5 accent-primary-700"
                      />
                      <label htmlFor={id} className="sr-only">
                        {t("edit.slot", { day: t(`days.${day}`), part: t(`parts.${part}`).toLowerCase() })}
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function VisibilityChoice({ meta }: { meta: AnyField }) {
  const { t } = useTranslation("volunteer-pool");
  const initial = (meta.initialValue as string | undefined) ?? "hidden";
  return (
    <fieldset aria-describedby={meta.errorId}>
      <legend className="font-semibold">{t("edit.visibility")}</legend>
      <div className="mt-2 space-y-3">
        {PROFILE_VISIBILITIES.map((v) => {
          const id = `${meta.id}-${v}`;
          return (
            <div key={v} className="flex items-start gap-2">
              <input
                type="radio"
                id={id}
                name={meta.name}
                value={v}
                defaultChecked={initial === v}
                aria-describedby={`${id}-hint`}
                aria-invalid={meta.errors ? true : undefined}
                className="mt-1 size-4 accent-primary-700"
              />
              <div>
                <label htmlFor={id} className="font-medium">
                  {t(`visibility.${v}`)}
                </label>
                <p id={`${id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
                  {t(`visibility.${v}Hint`)}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** "Maandag ochtend, woensdag avond" — the slots as words. */
export function useAvailabilityText() {
  const { t } = useTranslation("volunteer-pool");
  return (slots: readonly string[]) =>
    slots
      .map((slot) => {
        const [day, part] = slot.split(":");
        return t("edit.slot", { day: t(`days.${day}`), part: t(`parts.${part}`).toLowerCase() });
      })
      .join(", ");
}

export function useLanguageNames() {
  const { t } = useTranslation("volunteer-pool");
  return (codes: readonly string[]) => codes.map((code) => t(`languages.${code}`)).join(", ");
}
