/**
 * Workshops (docs/decisions/0072-workshops.md): trainings a centre offers its volunteers, with the applications'
 * place and waitlist rule. A workshop's date and times are wall-clock times in Europe/Amsterdam (stored as UTC
 * instants, as the activities' dates: ADR 0022); its title and description have an nl text and an optional en one
 * (plain text, as a form's). Field rules carry message keys (ADR 0040): the API's body and the editor's form use
 * these very rules.
 */
import { z } from "zod";
import { activityDate, activityTime, endBeforeStartIssue } from "./activities";
import { optionalText, requiredText } from "./fields";

export const WORKSHOP_SIGNUP_STATUSES = ["confirmed", "waitlisted", "withdrawn"] as const;
export type WorkshopSignupStatus = (typeof WORKSHOP_SIGNUP_STATUSES)[number];

export const WORKSHOP_LIMITS = { title: 150, description: 5000, place: 200, capacity: 1000 } as const;

export const WORKSHOP_RESOURCE_TYPES = ["workshops", "workshop"] as const;

const englishText = (max: number) =>
  optionalText(max)
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** The fields of a workshop as a write sends them (snake_case, as on the wire). */
export const workshopFields = {
  title: requiredText(WORKSHOP_LIMITS.title),
  title_en: englishText(WORKSHOP_LIMITS.title).optional(),
  description: englishText(WORKSHOP_LIMITS.description).optional(),
  description_en: englishText(WORKSHOP_LIMITS.description).optional(),
  /** The local day, `YYYY-MM-DD` (Europe/Amsterdam). */
  date: activityDate,
  start_time: activityTime,
  end_time: activityTime,
  place: requiredText(WORKSHOP_LIMITS.place),
  capacity: z.number().int().min(1).max(WORKSHOP_LIMITS.capacity),
};

/** The end lies after the start (a workshop is on one day). */
export function workshopTimeIssue(w: { start_time: string; end_time: string }) {
  return w.end_time <= w.start_time ? endBeforeStartIssue("end_time") : null;
}

const withTimes = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .strict()
    .superRefine((w, ctx) => {
      const issue = workshopTimeIssue(w as unknown as { start_time: string; end_time: string });
      if (issue) ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message, params: issue.params });
    });

/**
 * POST /workshops. `volunteer_center_id`: the centre it belongs to — an admin's choice; a centre superuser's is
 * always their own centre (absent = the actor's centre).
 */
export const workshopCreateInput = withTimes({
  ...workshopFields,
  volunteer_center_id: z.number().int().positive().nullable().optional(),
});
export type WorkshopCreateInput = z.input<typeof workshopCreateInput>;

/** PATCH /workshops/{id}: every field again (the editor sends the whole workshop). */
export const workshopUpdateInput = withTimes(workshopFields);
export type WorkshopUpdateInput = z.input<typeof workshopUpdateInput>;

/** A sign-up as its workshop's managers see it; `position` is the place in the queue (waitlisted only). */
export interface WorkshopSignupAttributes {
  id: string;
  name: string;
  email: string;
  status: WorkshopSignupStatus;
  position: number | null;
  createdAt: string;
}

/** The `workshops` resource. */
export interface WorkshopAttributes {
  title: string;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  /** Instants with the Amsterdam offset, and the local day and times. */
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  capacity: number;
  confirmedCount: number;
  waitlistCount: number;
  placesLeft: number;
  volunteerCenterId: number;
  centerName: string;
  cancelled: boolean;
  /** Whether it has begun (sign-ups closed). */
  past: boolean;
  /** The signed-in user's own sign-up (withdrawn = none), with their place in the queue when waitlisted. */
  mySignup: { status: Exclude<WorkshopSignupStatus, "withdrawn">; position: number | null } | null;
  /** Whether the signed-in user may edit it and see its sign-ups. */
  manageable: boolean;
  /** Managers only, on `GET /workshops/{id}`: the sign-ups, confirmed first, then the queue in order. */
  signups?: WorkshopSignupAttributes[];
}

/** The title and description in the reader's language: the en text where there is one, else the nl text. */
export function workshopText(w: Pick<WorkshopAttributes, "title" | "titleEn" | "description" | "descriptionEn">, locale: string) {
  const en = locale.toLowerCase().startsWith("en");
  return {
    title: (en && w.titleEn) || w.title,
    description: (en && w.descriptionEn) || w.description,
  };
}
