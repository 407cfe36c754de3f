/** Stock images (SPEC §3): the tenant's shared library; an image is an upload of the tenant or a URL elsewhere. */
import { sql } from "drizzle-orm";
import type { StockImageAttributes } from "../../contract/uploads";
import { stockImages, uploads } from "../../db/schema";
import { resource } from "../jsonapi/serialize";
import { uploadUrl } from "./uploads";

export type StockImageRow = typeof stockImages.$inferSelect;

/** A column of the stock image's upload (of the same tenant), or null: its key (its URL is the image's) and size. */
const uploadColumn = <T>(column: typeof uploads.storageKey | typeof uploads.width | typeof uploads.height) =>
  sql<T | null>`(select ${column} from ${uploads} where ${uploads.id} = ${stockImages.uploadId} and ${uploads.tenantId} = ${stockImages.tenantId})`;

/** What a stock image shows of its upload, to select beside its row: `select({ row: stockImages, ...uploadFacts })`. */
export const uploadFacts = {
  key: uploadColumn<string>(uploads.storageKey),
  width: uploadColumn<number>(uploads.width),
  height: uploadColumn<number>(uploads.height),
};
export interface UploadFacts {
  key: string | null;
  width: number | null;
  height: number | null;
}

export function stockImageResource(row: StockImageRow, { key, width, height }: UploadFacts) {
  const attributes: StockImageAttributes = {
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    image: row.uploadId,
    imageUrl: key ? uploadUrl({ storageKey: key }) : row.imageUrl,
    width: key ? width : null,
    height: key ? height : null,
    keywords: row.keywords,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  return resource("stock_images", row.id, attributes);
}

/** Keywords as stored: trimmed, lower case, each once, in the order given. */
export const normalizedKeywords = (keywords: string[]) => [...new Set(keywords.map((k) => k.trim().toLowerCase()))];
