/**
 * The selected organisation rule (SPEC §4): the remembered choice while it is still one of the user's
 * organisations, else the first School or VolunteerCenter, else the first; none without organisations.
 */
export interface OrganizationOption {
  id: string;
  name: string;
  type: string;
}

const PREFERRED_TYPES = new Set(["School", "VolunteerCenter"]);

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
