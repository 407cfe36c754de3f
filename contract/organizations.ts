/** Organisations as the API answers them in lists and includes (the summary; `include=address,profile` adds more). */
import { z } from "zod";

export const ORGANIZATION_TYPES = ["School", "VolunteerCenter", "NonProfit"] as const;
export const ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived", "deleted"] as const;

export const organizationSummaryAttributes = z.object({
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  status: z.enum(ORGANIZATION_STATUSES),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type OrganizationSummaryAttributes = z.infer<typeof organizationSummaryAttributes>;
