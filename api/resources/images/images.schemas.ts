/** What /api/v1/images takes: a search and a page (newest first is its only order). */
import { z } from "zod";
import { MAX_IMAGE_CHOICES_PAGE_SIZE } from "../../../contract/uploads";

export const LIST_IMAGES_QUERY = {
  filters: {
    /** Part of an upload's name, or of a stock image's name, short description or a keyword. */
    q: z.string().trim().max(100),
  },
  sort: ["created_at"],
  defaultSort: "-created_at",
  paginate: true,
  maxPageSize: MAX_IMAGE_CHOICES_PAGE_SIZE,
} as const;
