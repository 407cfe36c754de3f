/**
 * The selected organisation rule (SPEC §4): the remembered choice while it is still one of the user's
 * organisations, else the first School or VolunteerCenter, else the first; none without organisations.
 */
import type { OrganizationSummaryAttributes } from "../../contract/organizations";

/** An organisation to choose: its id, name and SPEC type (`organizationType` in contract/organizations.ts). */
export interface OrganizationOption {
  id: string;
  name: string;
  type: OrganizationSummaryAttributes["organizationType"];
}

/** Just what a choice needs, from an organisation as the API client hands it over (attributes of the summary). */
export function organizationOption(
  organization: { id: string } & Pick<OrganizationSummaryAttributes, "name" | "organizationType">,
): OrganizationOption {
  return { id: organization.id, name: organization.name, type: organization.organizationType };
}

const PREFERRED_TYPES: ReadonlySet<OrganizationOption["type"]> = new Set(["School", "VolunteerCenter"]);

export function selectOrganization(organizations: readonly OrganizationOption[], remembered: string | null): string | null {
  if (remembered && organizations.some((o) => o.id === remembered)) return remembered;
  const preferred = organizations.find((o) => PREFERRED_TYPES.has(o.type));
  return (preferred ?? organizations[0])?.id ?? null;
}

/** The cookie holds a plain id; anything else is no choice. */
export function parseOrganizationId(value: unknown): string | null {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,12}$/.test(text) ? text : null;
}
