/** What the uploads routes take: the list's query (the upload itself is a multipart body, read by its handler). */
import { z } from "zod";

export const MAX_UPLOAD_PAGE_SIZE = 100;

export const LIST_UPLOADS_QUERY = {
  filters: {
    q: z.string().trim().max(100),
    kind: z.enum(["image", "pdf"]),
  },
  sort: ["created_at", "name", "byte_size", "id"],
  defaultSort: "-created_at",
  paginate: true,
  maxPageSize: MAX_UPLOAD_PAGE_SIZE,
} as const;
