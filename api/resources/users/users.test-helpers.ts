/** What the users tests share (users.*.test.ts): the demo accounts and ids, and readers of answers and mails. */
import type { ApiHarness } from "../../../tests/setup/api";

export const ADMIN = "admin@oldebroek.example.org";
export const CENTER = "center_superuser@oldebroek.example.org";
export const VOLUNTEER = "volunteer@oldebroek.example.org";
export const SITE = "http://oldebroek.localhost:8787";
// Demo ids follow the seed order: oldebroek 1–8 (admin, volunteer, content_manager, mentor, student,
// organization_superuser, center_superuser, page_manager), roermond 9–16, …, public 33–40, centre 6's volunteer 41.
export const IDS = {
  admin: 1,
  volunteer: 2,
  mentor: 4,
  orgSuperuser: 6,
  centerSuperuser: 7,
  roermondAdmin: 9,
  publicCenter6: 41,
};
export const NON_MANAGERS = ["volunteer", "student", "mentor", "organization_superuser", "page_manager", "content_manager"];

// biome-ignore lint/suspicious/noExplicitAny: a raw wire document as the tests read it
export type Resource = { id: string; type: string; attributes: Record<string, any>; relationships: Record<string, any> };
export const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string }> }) =>
  body.errors.map((e) => [e.source?.pointer, e.code]);

/** The mails the dev mailbox holds for an address, newest first. */
export async function mailsTo(h: ApiHarness, address: string) {
  const { body } = await h.json(`/api/v1/dev/mails?filter[to]=${encodeURIComponent(address)}`);
  return body.data as Resource[];
}

/** A token from a mail's link (`confirmation_token=…`, `reset_password_token=…`). */
export function tokenFrom(text: string, name: string): string {
  const match = new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${name} in ${text}`);
  return match[1];
}
