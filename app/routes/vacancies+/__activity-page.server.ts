/**
 * The activity parts of the public vacancy page (activities, ADR 0022): the dates as the page shows them, which of them the
 * form offers (upcoming ones; a full one only when the activity waitlists), the reader's own sign-ups per date, and
 * the sign-up's refusals (422 at `/data/attributes/occurrence_id`) in this screen's words.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { ApiError } from "~/utils/api.server";
import { getList } from "~/utils/api-resources.server";
import type { ApplicationAttributes } from "../../../contract/applications";
import { amsterdamToday } from "../../../contract/dates";
import type { VacancyAttributes } from "../../../contract/vacancies";
import type { ActivityDate } from "../../components/vacancies/activity-dates";

/** The sign-up's refusals, said next to the date field (other codes keep the shared messages). */
export const OCCURRENCE_ERROR_KEYS: Record<string, string> = {
  occurrence_past: "activities:errors.occurrencePast",
  full: "activities:errors.full",
  occurrence_required: "activities:errors.occurrenceRequired",
  occurrence_unknown: "activities:errors.occurrenceUnknown",
  occurrence_not_allowed: "activities:errors.occurrenceUnknown",
};

/**
 * The sign-up's refusals in the date field's words: an occurrence code (wherever the API points it, `full` included)
 * goes under the date field, so the reader sees it next to the choice; the shared form-level message goes.
 */
export function withOccurrenceMessages(reply: SubmissionResult<string[]>, error: unknown): SubmissionResult<string[]> {
  if (!(error instanceof ApiError) || !reply.error) return reply;
  const keys = error.errors.map((e) => OCCURRENCE_ERROR_KEYS[e.code ?? ""]).filter((k): k is string => Boolean(k));
  if (keys.length === 0) return reply;
  const rest = error.errors.length === keys.length ? undefined : reply.error[""];
  return { ...reply, error: { ...reply.error, "": rest ?? null, occurrenceId: keys } };
}

export interface ActivityPart {
  frequency: string | null;
  waitlistEnabled: boolean;
  dates: ActivityDate[];
  /** Upcoming dates the form offers (none for a multi-day activity: one sign-up for all its days). */
  choices: (ActivityDate & { full: boolean; signedUp: boolean; disabled: boolean })[];
  /** A multi-day activity: the form signs up for all days. */
  allDays: boolean;
  signedUp: string[];
  /** This year in Amsterdam (`YYYY`): dates of other years are written with theirs. */
  year: string;
}

/** The activity's part of the page, or null for other vacancy types. */
export function activityPart(vacancy: VacancyAttributes, signedUp: readonly string[]): ActivityPart | null {
  if (vacancy.vacancyType !== "activity") return null;
  const a = vacancy;
  const waitlistEnabled = a.waitlistEnabled !== false;
  const dates: ActivityDate[] = a.occurrences.map((o) => ({
    id: String(o.id),
    date: o.date,
    endDate: o.endDate,
    startTime: o.startTime,
    endTime: o.endTime,
    placesLeft: o.placesLeft,
    past: o.past,
  }));
  const allDays = a.frequency === "multi_day";
  const choices = allDays
    ? []
    : dates
        .filter((d) => !d.past)
        .map((d) => {
          const full = d.placesLeft !== null && d.placesLeft <= 0;
          const mine = signedUp.includes(d.id);
          return { ...d, full, signedUp: mine, disabled: (full && !waitlistEnabled) || mine };
        });
  const year = amsterdamToday().slice(0, 4);
  return { frequency: a.frequency ?? null, waitlistEnabled, dates, choices, allDays, signedUp: [...signedUp], year };
}

/** The occurrences the signed-in reader signed up for (pending, accepted, waitlisted); [] when unknown. */
export async function mySignedUpOccurrences(context: AppLoadContext, vacancyId: string): Promise<string[]> {
  try {
    const { data } = await getList<ApplicationAttributes>(context.api, "/api/v1/applications", {
      query: { filter: { mine: "true", vacancyId }, page: { size: 100 } },
      errors: "throw",
    });
    return data
      .filter((a) => a.occurrenceId != null && ["pending", "accepted", "waitlisted"].includes(a.status))
      .map((a) => String(a.occurrenceId));
  } catch {
    return [];
  }
}
