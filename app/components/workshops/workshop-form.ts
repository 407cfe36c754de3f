/**
 * The workshop editor's form (docs/decisions/0072-workshops.md): each field is the contract's own rule
 * (contract/workshops.ts, ADR 0040), camelCased, so the API's pointers name the form's fields; the end before the
 * start is the contract's own check, shown under the end time.
 */
import { z } from "zod";
import {
  type WorkshopAttributes,
  type WorkshopUpdateInput,
  workshopFields,
  workshopTimeIssue,
} from "../../../contract/workshops";

const fields = {
  title: workshopFields.title,
  titleEn: workshopFields.title_en,
  description: workshopFields.description,
  descriptionEn: workshopFields.description_en,
  date: workshopFields.date,
  startTime: workshopFields.start_time,
  endTime: workshopFields.end_time,
  place: workshopFields.place,
  capacity: workshopFields.capacity,
};

const timesChecked = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape).superRefine((w, ctx) => {
    const v = w as unknown as { startTime: string; endTime: string };
    const issue = workshopTimeIssue({ start_time: v.startTime, end_time: v.endTime });
    if (issue) ctx.addIssue({ code: "custom", path: ["endTime"], message: issue.message, params: issue.params });
  });

export const workshopEditSchema = timesChecked(fields);
/** A new workshop: an admin picks the centre (absent: their own). */
export const workshopAddSchema = timesChecked({
  ...fields,
  volunteerCenterId: z.number().int().positive().nullable().optional(),
});

export type WorkshopFormValue = z.output<typeof workshopEditSchema>;

/** The form's value as the API's input (every field sent, emptied ones as null). */
export function workshopInput(value: WorkshopFormValue): WorkshopUpdateInput {
  return {
    title: value.title,
    title_en: value.titleEn ?? null,
    description: value.description ?? null,
    description_en: value.descriptionEn ?? null,
    date: value.date,
    start_time: value.startTime,
    end_time: value.endTime,
    place: value.place,
    capacity: value.capacity,
  };
}

/** A workshop as the edit form starts from. */
export const workshopDefaults = (w: WorkshopAttributes) => ({
  title: w.title,
  titleEn: w.titleEn ?? "",
  description: w.description ?? "",
  descriptionEn: w.descriptionEn ?? "",
  date: w.date,
  startTime: w.startTime,
  endTime: w.endTime,
  place: w.place,
  capacity: String(w.capacity),
});
