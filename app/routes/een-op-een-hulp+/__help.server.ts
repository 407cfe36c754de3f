/**
 * Server side of /een-op-een-hulp (neighbour help, ADR 0024): the tenant's wording (404 where peer-to-peer help is off), the open
 * requests (published vacancies of the tenant's p2p type: what, when, place and neighbourhood — nothing else exists
 * in them) and the resident's submit, after the no-JS address step of the organisation editor.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { addressNames, addressStep, type LookupResult } from "~/components/address/lookup.server";
import { getList } from "~/utils/api-resources.server";
import { parseForm, submitForm } from "~/utils/forms.server";
import { routeError } from "~/utils/route-errors";
import type { PeerToPeerWording } from "../../../config/tenants";
import { helpVacancyType } from "../../../contract/help-requests";
import type { VacancySummaryAttributes } from "../../../contract/vacancies";
import { helpRequestInput, helpRequestSchema } from "../../components/help/help-schema";

/** The tenant's wording, or the 404 page where the feature is off. */
export function requireHelpWording(context: AppLoadContext): PeerToPeerWording {
  const wording = context.tenant?.features.peerToPeer;
  if (!wording) throw routeError(404, "not_found");
  return wording;
}

export const OPEN_REQUESTS_SHOWN = 50;

export async function openRequests(context: AppLoadContext, wording: PeerToPeerWording) {
  const { data, meta } = await getList<VacancySummaryAttributes>(context.api, "/api/v1/vacancies", {
    query: {
      filter: { vacancyType: helpVacancyType(wording) },
      sort: "newest",
      page: { size: OPEN_REQUESTS_SHOWN },
    },
  }).catch(() => ({ data: [], meta: undefined }));
  return {
    total: Number((meta as { recordCount?: number } | undefined)?.recordCount ?? data.length),
    requests: data.map((v) => ({ id: v.id, title: v.title, city: v.city, summary: v.summary, publishedAt: v.publishedAt })),
  };
}

export type HelpActionData = { reply: ReturnType<ReturnType<typeof parseForm>["reply"]>; lookup?: LookupResult };

/** The submit: null when the API stored it (the page redirects), else what the form shows back. */
export async function sendHelpRequest(context: AppLoadContext, formData: FormData): Promise<HelpActionData | null> {
  const step = await addressStep(context, formData, addressNames());
  if (step) {
    const submission = parseForm(step.formData, helpRequestSchema);
    const lookup = step.lookup.result;
    if (lookup === "found") return { reply: submission.reply(), lookup };
    // Not found or PDOK down: street and city by hand; sending is never blocked once they are typed.
    const message = `organization-forms:address.${lookup === "not_found" ? "notFound" : "unavailable"}`;
    return {
      reply: submission.reply({ fieldErrors: { street: [message], city: ["validation:required"] } }),
      lookup,
    };
  }
  const result = await submitForm(formData, helpRequestSchema, (value) =>
    context.api.post("/api/v1/help_requests", { body: helpRequestInput(value), errors: "throw" }),
  );
  return result.ok ? null : { reply: result.reply };
}
