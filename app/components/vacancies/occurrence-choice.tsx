/**
 * The apply form's date field for an activity (activities, ADR 0022): a radio list of the upcoming dates (preselected when
 * there is one; a full date says so and is offered only when the activity waitlists; a date the reader already
 * signed up for is shown but not offered), or for a multi-day activity a note that the sign-up is for all days.
 * The API's refusals (past, full, unknown) sit under the field (`occurrenceId` ← `/data/attributes/occurrence_id`).
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { atStart, dayLabel } from "../../../contract/dates";
import { ErrorList } from "../forms";

export interface DateChoice {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  placesLeft: number | null;
  full: boolean;
  /** The reader signed up for this date already. */
  signedUp: boolean;
  disabled: boolean;
}

export function OccurrenceChoice({
  meta,
  allDays,
  choices,
  year,
}: {
  year: string;
  // biome-ignore lint/suspicious/noExplicitAny: the apply schemas differ (anonymous, signed in); name, id, errors are read.
  meta: FieldMetadata<any, any, string[]>;
  allDays: boolean;
  choices: readonly DateChoice[];
}) {
  const { t, i18n } = useTranslation("activities");
  if (allDays) {
    return (
      <div>
        <p className="font-semibold" data-testid="all-days">
          {t("signup.allDays")}
        </p>
        {/* A multi-day activity that is full without a waitlist (422 `full`) is said here. */}
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
    );
  }
  const open = choices.filter((c) => !c.disabled);
  if (choices.length === 0) return null;
  const chosen = (meta.initialValue as string | undefined) ?? (open.length === 1 ? open[0].id : undefined);
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? meta.errorId : undefined} aria-invalid={invalid || undefined} data-testid="date-choice">
      <legend className="mb-1 font-semibold">{t("signup.chooseDate")}</legend>
      <div className="flex flex-col gap-1">
        {choices.map((c) => {
          const id = `${meta.id}-${c.id}`;
          const note = c.signedUp
            ? t("dates.signedUp")
            : c.full
              ? t(c.disabled ? "occurrence.full" : "signup.fullWaitlist")
              : c.placesLeft !== null
                ? t("occurrence.placesLeft", { count: c.placesLeft })
                : null;
          return (
            <label key={c.id} htmlFor={id} className={`flex items-start gap-2 py-1 ${c.disabled ? "opacity-70" : ""}`}>
              <input
                id={id}
                type="radio"
                name={meta.name}
                value={c.id}
                defaultChecked={chosen === c.id}
                disabled={c.disabled}
                className="mt-1 size-4 accent-primary-700"
              />
              <span>
                <span>{atStart(dayLabel(c.date, i18n.language, year), i18n.language)}</span>,{" "}
                <span className="tabular-nums">{t("occurrence.time", { start: c.startTime, end: c.endTime })}</span>
                {note ? <span className="block text-sm">{note}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}
