/**
 * The developer pages' step forms (/test/step-form and /test/step-form-2, ADR 0073): each step's schema for the
 * kit's step form (app/components/ui/step-form-state.ts), shared by the page and its action. Nothing is stored: the last
 * step answers with a flash toast.
 */
import { z } from "zod";
import { isoDateString } from "../../../contract/activity-time";
import { email, personName } from "../../../contract/fields";

export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;

/** /test/step-form: about you, when, confirm. */
export const availabilitySteps = [
  z.object({ name: personName, email }),
  z.object({
    dayPart: z.enum(DAY_PARTS, { errorMap: () => ({ message: "validation:required" }) }),
    startsOn: z.string({ required_error: "validation:required" }).refine(isoDateString, "validation:invalid"),
  }),
  z.object({ agree: z.literal("on", { errorMap: () => ({ message: "validation:required" }) }) }),
] as const;

export const TOPICS = ["kit", "api", "accessibility"] as const;
export const REMARK_MAX = 500;

/** /test/step-form-2: a topic, then a remark about it. */
export const remarkSteps = [
  z.object({ topic: z.enum(TOPICS, { errorMap: () => ({ message: "validation:required" }) }) }),
  z.object({ remark: z.string({ required_error: "validation:required" }).trim().min(1, "validation:required").max(REMARK_MAX) }),
] as const;
