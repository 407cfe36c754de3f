/** Volunteer centres as the API answers them (`/api/v1/volunteer_centers`); the profile (`include=profile`) carries the branding. */
import { z } from "zod";

export const volunteerCenterAttributes = z.object({
  name: z.string(),
  slug: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VolunteerCenterAttributes = z.infer<typeof volunteerCenterAttributes>;
