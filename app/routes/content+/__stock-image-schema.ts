/**
 * The stock image form's schema, made of the contract's rules (ADR 0040), and the one mapper to the API's input.
 * Keywords are typed as one comma-separated text and sent as the list.
 */
import { z } from "zod";
import {
  type StockImageInput,
  stockImageDescription,
  stockImageKeywords,
  stockImageName,
  stockImageShortDescription,
  stockImageUploadId,
  stockImageUrl,
} from "../../../contract/uploads";

/** "natuur, Strand ,," → ["natuur", "Strand"]; a list as it is. */
const keywordList = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((k) => k.trim())
        .filter(Boolean)
    : (value ?? []);
const toNumber = (value: unknown) => (typeof value === "string" && value !== "" ? Number(value) : value);

export const stockImageSchema = z.object({
  name: stockImageName,
  description: stockImageDescription.optional(),
  shortDescription: stockImageShortDescription.optional(),
  uploadId: z.preprocess(toNumber, stockImageUploadId.optional()),
  imageUrl: stockImageUrl.optional(),
  keywords: z.preprocess(keywordList, stockImageKeywords),
});
export type StockImageValue = z.output<typeof stockImageSchema>;

/** The form's value as the API takes it (contract/uploads.ts stockImageInput). */
export function stockImageInput(value: StockImageValue): StockImageInput {
  return {
    name: value.name,
    description: value.description ?? null,
    short_description: value.shortDescription ?? null,
    upload_id: value.uploadId ?? null,
    image_url: value.uploadId ? null : (value.imageUrl ?? null),
    keywords: value.keywords,
  };
}
