import { z } from "zod";
import { noteText } from "../../../contract/applications";
import { idempotencyKey } from "../../../contract/fields";

/** An internal note on an application: the contract's rule (`internalNoteCreateInput`), and the repeat guard. */
export const noteSchema = z.object({ note: noteText, idempotencyKey });
