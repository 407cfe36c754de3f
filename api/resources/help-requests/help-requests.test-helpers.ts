/** What the help-request tests share: the resident's form, the calls, the decision. */
import { setupServer } from "msw/node";
import { pdokDownHandlers } from "../../../mocks/pdok";
import type { ApiHarness } from "../../../tests/setup/api";
import { as, nextIp } from "../../../tests/setup/auth";
import { setUp } from "../applications/applications.test-helpers";

export const CENTER = "center_superuser@oldebroek.example.org";
export const ADMIN = "admin@oldebroek.example.org";
export const ORG_SUPERUSER = "organization_superuser@oldebroek.example.org";
export const VOLUNTEER = "volunteer@oldebroek.example.org";
export const PUBLIC_CENTER = "center_superuser@public.example.org";

/** PDOK is down for every test here: the address as typed (the form still works), and no network. */
export function pdokDown() {
  const server = setupServer(...pdokDownHandlers());
  return server;
}

export { setUp };

let residents = 0;
/** A resident's request with a street, postcode, e-mail and phone that occur nowhere else in the seed. */
export function resident(overrides: Record<string, unknown> = {}) {
  residents += 1;
  return {
    name: `Riet Rozeboom ${residents}`,
    email: `riet.rozeboom.${residents}@example.net`,
    phone_number: `06-9${String(residents).padStart(3, "0")}7531`,
    postal_code: "8091 XQ",
    house_number: String(40 + residents),
    house_number_addition: "b",
    street: `Zwaluwstaartpad${residents}`,
    city: "Wezep",
    neighbourhood: "De Bongerd",
    title: "Hulp bij boodschappen",
    description: "Ik ben slecht ter been en zoek iemand die af en toe boodschappen doet.",
    when: "zaterdagochtend",
    ...overrides,
  };
}

export const submit = (
  h: ApiHarness,
  attributes: Record<string, unknown>,
  init: { tenant?: string; headers?: Record<string, string> } = {},
) =>
  h.json("/api/v1/help_requests", {
    method: "POST",
    tenant: init.tenant,
    headers: { "CF-Connecting-IP": nextIp(), ...init.headers },
    body: { data: { type: "help_requests", attributes } },
  });

export const decide = async (h: ApiHarness, id: number | string, attributes: Record<string, unknown>, email = CENTER) =>
  h.json(`/api/v1/help_requests/${id}`, {
    method: "PATCH",
    headers: await as(h, email),
    body: { data: { type: "help_requests", id: String(id), attributes } },
  });

export const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  Object.fromEntries(body.errors.map((e) => [e.source?.pointer, e.code]));
