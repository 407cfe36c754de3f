/**
 * Organisations as the API answers them in lists and includes (the summary; `include=address,profile` adds more).
 * SPEC §3's `type` (School, VolunteerCenter, NonProfit) is the attribute `organization_type` on the wire: JSON:API
 * reserves `type` for the resource type, and the UI's client would overwrite it with `organizations`.
 */
import { z } from "zod";

export const ORGANIZATION_TYPES = ["School", "VolunteerCenter", "NonProfit"] as const;
export const ORGANIZATION_STATUSES = ["approved", "pending", "denied", "archived", "deleted"] as const;

export const organizationSummaryAttributes = z.object({
  name: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  status: z.enum(ORGANIZATION_STATUSES),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type OrganizationSummaryAttributes = z.infer<typeof organizationSummaryAttributes>;
