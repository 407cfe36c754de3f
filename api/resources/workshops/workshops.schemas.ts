/** What the workshops routes take (docs/decisions/0072-workshops.md); the bodies are the contract's (contract/workshops.ts). */
import { z } from "zod";

export const WORKSHOPS_PAGE_MAX = 100;

export const LIST_WORKSHOPS_QUERY = {
  filters: {
    manageable: z.literal("true").transform(() => true),
    period: z.enum(["upcoming", "past"]),
  },
  paginate: true,
  maxPageSize: WORKSHOPS_PAGE_MAX,
  fieldTypes: ["workshops"],
} as const;
