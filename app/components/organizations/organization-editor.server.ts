/**
 * The organisation editor's action, shared by organizations+/add.tsx (POST /api/v1/organizations), $id.edit.tsx and
 * /instellingen/organisatie (PUT /api/v1/organizations/{id}, `updateOrganization`) and the sign-up (POST, public):
 * the no-JS address step first (app/components/address/lookup.server.ts), then the form checked with the editor's
 * schema and sent with `submitForm`, which puts each API error pointer on its field — the form is shaped like the
 * API's input, so no pointer needs rewriting.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ZodTypeAny } from "zod";
import { type AddressLookup, addressNames, addressStep } from "~/components/address/lookup.server";
import { parseForm, submitForm } from "~/utils/forms.server";
import { organizationEditSchema, organizationInput, SECRET_FIELDS } from "./organization-form";

const ADDRESS = addressNames("address");

/** What the editor's page gets back from its action (useActionData). */
export interface EditorActionData {
  reply?: SubmissionResult<string[]>;
  /** The no-JS address step's outcome: the page says 'check the address' or 'type street and city'. */
  lookup?: AddressLookup["result"];
  /** A ConfirmForm (archive, restore, delete) came without its box ticked. */
  unconfirmed?: string;
}

/**
 * Save the editor's form with `send` (given the checked value), after the no-JS address step. Returns the page's
 * action data when the form goes back (errors, or the address to confirm), else `send`'s result. `saveFoundAddress`
 * (the sign-up): a found address is saved without the confirmation round trip.
 */
export async function saveEditor<S extends ZodTypeAny, T>(
  context: AppLoadContext,
  formData: FormData,
  schema: S,
  send: (value: S["_output"]) => Promise<T>,
  { saveFoundAddress = false }: { saveFoundAddress?: boolean } = {},
): Promise<{ ok: true; data: T } | { ok: false; actionData: EditorActionData }> {
  const step = await addressStep(context, formData, ADDRESS);
  // The sign-up saves a found address at once instead of showing it back: a round trip would lose the typed
  // passwords (never sent back into the page). The centre sees the address when it approves; it can be edited later.
  if (step && saveFoundAddress && step.lookup.result === "found") {
    const result = await submitForm(step.formData, schema, send, { hideFields: SECRET_FIELDS });
    if (!result.ok) return { ok: false, actionData: { reply: result.reply, lookup: "found" } };
    return { ok: true, data: result.data };
  }
  if (step) {
    const submission = parseForm(step.formData, schema);
    const lookup = step.lookup.result;
    if (lookup === "found") return { ok: false, actionData: { reply: submission.reply({ hideFields: SECRET_FIELDS }), lookup } };
    // Not found or PDOK down: street and city by hand; saving is never blocked once they are typed.
    const message = `organization-forms:address.${lookup === "not_found" ? "notFound" : "unavailable"}`;
    const reply = submission.reply({
      hideFields: SECRET_FIELDS,
      fieldErrors: { [ADDRESS.street]: [message], [ADDRESS.city]: ["validation:required"] },
    });
    return { ok: false, actionData: { reply, lookup } };
  }
  const result = await submitForm(formData, schema, send, { hideFields: SECRET_FIELDS });
  if (!result.ok) return { ok: false, actionData: { reply: result.reply } };
  return { ok: true, data: result.data };
}

/** PUT /api/v1/organizations/{id}: the editor's save (/organizations/{id}/edit and /instellingen/organisatie). */
export function updateOrganization(context: AppLoadContext, id: string, formData: FormData) {
  return saveEditor(context, formData, organizationEditSchema, (value) =>
    context.api.put(`/api/v1/organizations/${encodeURIComponent(id)}`, {
      body: { data: { type: "organizations", id, attributes: organizationInput(value) } },
      errors: "throw",
    }),
  );
}
