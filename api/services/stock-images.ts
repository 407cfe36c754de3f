/** Stock images (SPEC §3): the tenant's shared library; an image is an upload of the tenant or a URL elsewhere. */
import { sql } from "drizzle-orm";
import type { StockImageAttributes } from "../../contract/uploads";
import { stockImages, uploads } from "../../db/schema";
import { resource } from "../jsonapi/serialize";
import { uploadUrl } from "./uploads";

export type StockImageRow = typeof stockImages.$inferSelect;

/** The upload's storage key, joined in (its URL is the image's). */
export const uploadKey = sql<
  string | null
>`(select ${uploads.storageKey} from ${uploads} where ${uploads.id} = ${stockImages.uploadId} and ${uploads.tenantId} = ${stockImages.tenantId})`;

export function stockImageResource(row: StockImageRow, key: string | null) {
  const attributes: StockImageAttributes = {
    name: row.name,
    description: row.description,
    shortDescription: row.shortDescription,
    image: row.uploadId,
    imageUrl: key ? uploadUrl({ storageKey: key }) : row.imageUrl,
    keywords: row.keywords,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  return resource("stock_images", row.id, attributes);
}

/** Keywords as stored: trimmed, lower case, each once, in the order given. */
export const normalizedKeywords = (keywords: string[]) => [...new Set(keywords.map((k) => k.trim().toLowerCase()))];
