/** What the stock images routes take: the list's query (the bodies are contract/uploads.ts `stockImageInput`). */
import { z } from "zod";

export const MAX_STOCK_IMAGE_PAGE_SIZE = 100;
export const STOCK_IMAGE_TYPES = ["stock_images"] as const;

export const LIST_STOCK_IMAGES_QUERY = {
  filters: {
    /** A keyword: images with a keyword starting with it (case-insensitive), or whose name contains it. */
    keyword: z.string().trim().max(50),
  },
  sort: ["name", "created_at", "id"],
  defaultSort: "name",
  paginate: true,
  maxPageSize: MAX_STOCK_IMAGE_PAGE_SIZE,
} as const;
