/**
 * File uploads and stock images (SPEC §3 Stock image, ADR 0046). An upload is a multipart form post (`file`, the
 * bytes); what it answers and the limits both sides know are here. Stock images are a JSON:API resource like any.
 */
import { z } from "zod";
import { errorMessage } from "./messages";

/** The kinds of file the bucket takes, by the type their bytes show (never by name or declared type). */
export const UPLOAD_CONTENT_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/svg+xml",
  "application/pdf",
] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** SPEC §5: an image must be smaller than this. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A PDF may be larger than an image, up to this. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** Room for the multipart envelope around the largest file: a body larger than the file limit plus this is refused unread. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MAX_UPLOAD_BODY_BYTES = MAX_PDF_BYTES + MULTIPART_OVERHEAD_BYTES;
/** What the file picker offers (a hint only: the API checks the bytes). */
export const UPLOAD_ACCEPT =
  ".jpg,.jpeg,.png,.webp,.gif,.svg,.pdf,image/jpeg,image/png,image/webp,image/gif,image/svg+xml,application/pdf";

/** The multipart form field that carries the file. */
export const UPLOAD_FILE_FIELD = "file";

/** The messages an upload can be refused with (message keys, ADR 0040). */
export const UPLOAD_MESSAGES = {
  required: errorMessage("validation:upload.required"),
  imageTooLarge: errorMessage("validation:upload.imageTooLarge", { maximum: MAX_IMAGE_BYTES / (1024 * 1024) }),
  fileTooLarge: errorMessage("validation:upload.fileTooLarge", { maximum: MAX_PDF_BYTES / (1024 * 1024) }),
  unsupportedType: errorMessage("validation:upload.unsupportedType"),
  activeSvg: errorMessage("validation:upload.activeSvg"),
  inUse: errorMessage("validation:upload.inUse"),
  nameMismatch: errorMessage("validation:upload.nameMismatch"),
} as const;

export const uploadAttributes = z.object({
  volunteerCenterId: z.number().int(),
  name: z.string(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  byteSize: z.number().int(),
  /** An image's size in pixels, read from its bytes (ADR 0058); null for a PDF or when the bytes do not say. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the Worker serves it (same site): `/api/v1/files/<centre>/<random>/<name>`. */
  url: z.string(),
  uploadedById: z.number().int().nullable(),
  uploadedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type UploadAttributes = z.infer<typeof uploadAttributes>;

/** A multipart upload's body (`file`): FormData made by `uploadForm`, so the API client's write table can name it. */
declare const UPLOAD_FORM: unique symbol;
export type UploadForm = FormData & { readonly [UPLOAD_FORM]: true };
export function uploadForm(file: Blob, name?: string): UploadForm {
  const form = new FormData();
  if (file instanceof File && name === undefined) form.set(UPLOAD_FILE_FIELD, file);
  else form.set(UPLOAD_FILE_FIELD, file, name ?? "file");
  return form as UploadForm;
}

/** Stock image field rules (API input and form alike, ADR 0040). */
export const stockImageName = z.string().trim().min(1, "validation:required").max(150);
export const stockImageDescription = z.string().trim().max(2000);
export const stockImageShortDescription = z.string().trim().max(300);
export const stockImageUploadId = z.number().int().positive();
function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}
/**
 * An image elsewhere: an http(s) URL, or a path on this site (`/demo/images/…`, ADR 0058) — what an image field of a
 * page takes (contract/content-blocks.ts), so an address copied from the picker fits there.
 */
export const stockImageUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || (/^https?:\/\/\S+$/i.test(v) && parses(v)), "validation:url");
export const stockImageKeyword = z.string().trim().min(1, "validation:required").max(50);
export const stockImageKeywords = z.array(stockImageKeyword).max(30);

/** POST/PATCH /api/v1/stock_images (snake_case, as on the wire). */
export const stockImageInput = z.object({
  name: stockImageName,
  description: stockImageDescription.nullish(),
  short_description: stockImageShortDescription.nullish(),
  /** An upload of this tenant (an image); or `image_url` for an image elsewhere. */
  upload_id: stockImageUploadId.nullish(),
  image_url: stockImageUrl.nullish(),
  keywords: stockImageKeywords.default([]),
});
export type StockImageInput = z.input<typeof stockImageInput>;

export const stockImageAttributes = z.object({
  name: z.string(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  /** The upload it shows, when it is one of ours. */
  image: z.number().int().nullable(),
  /** The URL to show: the upload's, else the given one. */
  imageUrl: z.string().nullable(),
  /** The size of its upload in pixels (ADR 0058); null for an image elsewhere (`image_url`) or when unknown. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  keywords: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StockImageAttributes = z.infer<typeof stockImageAttributes>;

/**
 * GET /api/v1/images (ADR 0058): what an image field can show — the centre's image uploads and the tenant's stock
 * images in one list, newest first — for everyone who edits pages (`pages.manage`). Read-only; a row's id is
 * `upload-<id>` or `stock_image-<id>`.
 */
export const IMAGE_KINDS = ["upload", "stock_image"] as const;
export const imageChoiceAttributes = z.object({
  kind: z.enum(IMAGE_KINDS),
  name: z.string(),
  /** A first alternative text: a stock image's short description (else its name), an upload's name without extension. */
  alt: z.string(),
  /** Where the image is served: an upload's file URL (same site), or a stock image's own URL. */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ImageChoiceAttributes = z.infer<typeof imageChoiceAttributes>;
/** The largest page of /api/v1/images (and of the picker's screen). */
export const MAX_IMAGE_CHOICES_PAGE_SIZE = 48;
