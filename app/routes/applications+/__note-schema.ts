/** The internal-note form's schema (isomorphic: the browser checks with it, the action again, the API after it). */
import { z } from "zod";
import { MAX_NOTE_LENGTH } from "../../../contract/applications";

/** `idempotencyKey`: the form's per-view key (ADR 0006), so a repeated post stores one note. */
export const noteSchema = z.object({
  note: z.string().trim().min(1).max(MAX_NOTE_LENGTH),
  idempotencyKey: z.string().uuid(),
});
