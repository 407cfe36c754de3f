/** A centre's brand for its mails: name, primary colour (shade 600, readable on white) and logo from its profile. */
import { and, eq } from "drizzle-orm";
import { resolveShades } from "../../config/theme";
import type { Db } from "../../db";
import { volunteerCenterProfiles, volunteerCenters } from "../../db/schema";
import type { Brand } from "./templates";

/** `r g b` triple → `#rrggbb`. */
function tripleToHex(triple: string): string {
  const parts = triple.split(/\s+/).map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return "#4f46e5";
  return `#${parts.map((n) => n.toString(16).padStart(2, "0")).join("")}`;
}

/** The centre's brand, with or without a request (the scheduled jobs have none). */
export async function loadBrandFor(db: Db, tenantId: string, centerId: number): Promise<Brand> {
  const [row] = await db
    .select({
      centerName: volunteerCenters.name,
      profileName: volunteerCenterProfiles.name,
      preset: volunteerCenterProfiles.primaryColorPreset,
      shades: volunteerCenterProfiles.primaryColorShades,
      logoUrl: volunteerCenterProfiles.websiteLogoUrl,
    })
    .from(volunteerCenters)
    .leftJoin(volunteerCenterProfiles, eq(volunteerCenterProfiles.volunteerCenterId, volunteerCenters.id))
    .where(and(eq(volunteerCenters.id, centerId), eq(volunteerCenters.tenantId, tenantId)))
    .limit(1);
  const shades = resolveShades(row?.preset, row?.shades, "indigo");
  return {
    centerName: row?.profileName ?? row?.centerName ?? "Volunteerly",
    primaryColor: tripleToHex(shades["600"]),
    logoUrl: row?.logoUrl ?? null,
  };
}
