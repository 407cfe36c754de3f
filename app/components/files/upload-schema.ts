/**
 * The upload form's schema (ADR 0040): one field, `file` (the multipart field the API reads). The bytes are checked
 * by the API (contract/uploads.ts); the browser and the action check only that a file was chosen and, for an image,
 * its size (SPEC §5), so the answer is the same with JavaScript off.
 */
import { z } from "zod";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, UPLOAD_MESSAGES } from "../../../contract/uploads";

const isFile = (value: unknown): value is File =>
  typeof value === "object" && value !== null && "size" in value && "name" in value && "arrayBuffer" in value;

export const uploadSchema = z.object({
  file: z
    .custom<File>((value) => isFile(value) && value.size > 0, { message: UPLOAD_MESSAGES.required })
    .superRefine((file, ctx) => {
      const pdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
      if (!pdf && file.size > MAX_IMAGE_BYTES) ctx.addIssue({ code: "custom", message: UPLOAD_MESSAGES.imageTooLarge });
      if (pdf && file.size > MAX_PDF_BYTES) ctx.addIssue({ code: "custom", message: UPLOAD_MESSAGES.fileTooLarge });
    }),
});
