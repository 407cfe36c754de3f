/**
 * Help-request writes (ADR 0024): the resident's submit and the centre's decision. Each is one D1 batch
 * with its mail as an outbox row guarded on the change having happened (api/services/notification-mails.ts). An
 * approval publishes a vacancy of the tenant's peer-to-peer type under the centre's own organisation with the place
 * and neighbourhood only: the vacancies row never holds the resident's street, number, postcode, coordinates, name
 * or contact details, so neither the search index, the API, the map nor any page can show them.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { PeerToPeerWording } from "../../config/tenants";
import { findContactDetails } from "../../contract/contact-details";
import { type helpRequestCreateInput, helpVacancyType, privateDetailsIn, vacancyDoc } from "../../contract/help-requests";
import { helpRequests, organizations } from "../../db/schema";
import { type FieldError, fieldError, JsonApiError } from "../jsonapi/errors";
import { requestLocale } from "../mail";
import type { MailLocale } from "../mail/templates";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { type HelpRequestDetails, type HelpRequestRow, loadHelpRequest } from "./help-requests";
import { centreMails, deliverWritten, mailScopeOf, outboxInsert, type Statement, writeBatch } from "./notification-mails";
import { resolveAddress } from "./organization-writes";
import { describe } from "./vacancy-writes";

type CreateInput = z.output<typeof helpRequestCreateInput>;

async function byKey(c: Context<ApiEnv>, key: string) {
  const s = scope(c);
  const [row] = await s.db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(s.where(helpRequests, eq(helpRequests.idempotencyKey, key)))
    .limit(1);
  return row ? loadHelpRequest(c, row.id) : null;
}

/** The resident's request: stored `pending`, the receipt mailed in the same batch. A repeated key answers the first. */
export async function submitHelpRequest(
  c: Context<ApiEnv>,
  input: CreateInput,
  pointer: string,
): Promise<{ kind: "created" | "repeat"; details: HelpRequestDetails }> {
  const key = input.idempotency_key ?? crypto.randomUUID();
  const repeated = await byKey(c, key);
  if (repeated) return { kind: "repeat", details: repeated };
  const address = await resolveAddress(
    c,
    {
      postal_code: input.postal_code,
      house_number: input.house_number,
      house_number_addition: input.house_number_addition ?? null,
      street: input.street ?? null,
      city: input.city ?? null,
    },
    pointer,
  );
  const s = scope(c);
  const centerId = s.centerId();
  const locale = requestLocale(c);
  const at = new Date().toISOString();
  const insert = s.db
    .insert(helpRequests)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: centerId,
      name: input.name,
      email: input.email,
      phoneNumber: input.phone_number ?? null,
      street: address.street as string,
      houseNumber: address.houseNumber,
      houseNumberAddition: address.houseNumberAddition ?? null,
      postalCode: address.postalCode,
      city: address.city as string,
      municipality: address.municipality ?? null,
      neighbourhood: input.neighbourhood ?? null,
      title: input.title,
      description: input.description,
      when: input.when,
      locale,
      idempotencyKey: key,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: helpRequests.id });
  const mailScope = mailScopeOf(c);
  const mails = await centreMails(mailScope, centerId);
  const mail = mails.render("help_request_received", locale, input.email, {
    resident_name: input.name,
    request_title: input.title,
    center_name: mails.centerName,
    help_link: mails.link(locale, "/een-op-een-hulp"),
  });
  const statements: Statement[] = [insert];
  if (mail) {
    const mine = sql`exists (select 1 from help_requests h where h.tenant_id = ${s.tenantId} and h.idempotency_key = ${key}
      and h.created_at = ${at})`;
    statements.push(outboxInsert(mailScope, mail, mine));
  }
  const results = await writeBatch(s.db, statements);
  const created = results[0][0] as { id: number } | undefined;
  if (created) await deliverWritten(mailScope, results.slice(1));
  const details = created ? await loadHelpRequest(c, created.id) : await byKey(c, key);
  if (!details) throw new Error("the help request is gone");
  return { kind: created ? "created" : "repeat", details };
}

export interface Decision {
  status: "approved" | "rejected";
  reason?: string | null;
  title?: string;
  description?: string;
  when?: string;
  neighbourhood?: string | null;
  publish_anyway?: boolean;
}

/** The public text must not carry the resident's street, postcode, e-mail or phone: 422 on the field that does. */
function privacyErrors(r: HelpRequestRow, text: Record<string, string | null>, pointer: string): FieldError[] {
  return Object.entries(text).flatMap(([field, value]) => {
    const found = value ? privateDetailsIn(value, r) : [];
    return found.length
      ? [
          fieldError(
            `${pointer}/${field}`,
            "private_details",
            `Remove the resident's ${found.join(", ").replaceAll("_", " ")} from the public text.`,
          ),
        ]
      : [];
  });
}

/**
 * What looks like anyone's contact details (a phone number, e-mail, street and number, postcode) in the public text:
 * 422 `contact_details` on the field, unless the moderator confirmed publishing it anyway.
 */
function contactDetailErrors(text: Record<string, string | null>, pointer: string): FieldError[] {
  return Object.entries(text).flatMap(([field, value]) => {
    const kinds = [...new Set(findContactDetails(value ?? "").map((h) => h.kind))];
    return kinds.length
      ? [
          fieldError(
            `${pointer}/${field}`,
            "contact_details",
            `This text looks like it holds contact details (${kinds.join(", ")}): take them out, or send publish_anyway.`,
          ),
        ]
      : [];
  });
}

/** The centre's own organisation (type VolunteerCenter, approved): the published request's organisation. */
async function centreOrganization(c: Context<ApiEnv>, centerId: number) {
  const s = scope(c);
  const [org] = await s.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      s.where(
        organizations,
        and(
          eq(organizations.volunteerCenterId, centerId),
          eq(organizations.type, "VolunteerCenter"),
          eq(organizations.status, "approved"),
        ),
      ),
    )
    .orderBy(asc(organizations.id))
    .limit(1);
  return org ?? null;
}

/** Null when the request was decided meanwhile (a racing request): the caller answers with its state now. */
export async function decideHelpRequest(
  c: Context<ApiEnv>,
  details: HelpRequestDetails,
  decision: Decision,
  wording: PeerToPeerWording,
  pointer: string,
): Promise<HelpRequestDetails | null> {
  const r = details.request;
  const s = scope(c);
  const at = new Date().toISOString();
  const by = c.get("currentUser")?.user.id ?? null;
  const mailScope = mailScopeOf(c);
  const statements: Statement[] = [];
  if (decision.status === "rejected") {
    const reason = decision.reason?.trim();
    if (!reason) throw new JsonApiError(422, [fieldError(`${pointer}/reason`, "blank", "Give the resident a reason.")]);
    statements.push(
      s.db
        .update(helpRequests)
        .set({ status: "rejected", reason, decidedAt: at, decidedById: by, updatedAt: at })
        .where(s.where(helpRequests, eq(helpRequests.id, r.id), eq(helpRequests.status, "pending")))
        .returning({ id: helpRequests.id }),
    );
    const mails = await centreMails(mailScope, r.volunteerCenterId);
    const mail = mails.render("help_request_rejected", r.locale as MailLocale, r.email, {
      resident_name: r.name,
      request_title: r.title,
      center_name: mails.centerName,
      reason,
    });
    const moved = sql`changes() = 1 and exists (select 1 from help_requests h where h.id = ${r.id} and h.status = 'rejected' and h.decided_at = ${at})`;
    if (mail) statements.push(outboxInsert(mailScope, mail, moved));
  } else {
    const text = {
      title: decision.title ?? r.title,
      description: decision.description ?? r.description,
      when: decision.when ?? r.when,
      neighbourhood: decision.neighbourhood === undefined ? r.neighbourhood : decision.neighbourhood,
    };
    const errors = privacyErrors(r, text, pointer);
    if (errors.length) throw new JsonApiError(422, errors);
    const flagged = decision.publish_anyway ? [] : contactDetailErrors(text, pointer);
    if (flagged.length) throw new JsonApiError(422, flagged);
    const org = await centreOrganization(c, r.volunteerCenterId);
    if (!org) {
      throw new JsonApiError(422, [
        fieldError(
          `${pointer}/status`,
          "no_centre_organization",
          "The centre has no approved organisation of its own to publish under.",
        ),
      ]);
    }
    const described = describe(vacancyDoc(text));
    statements.push(
      s.db
        .update(helpRequests)
        .set({ status: "approved", ...text, reason: null, decidedAt: at, decidedById: by, updatedAt: at })
        .where(s.where(helpRequests, eq(helpRequests.id, r.id), eq(helpRequests.status, "pending")))
        .returning({ id: helpRequests.id }),
      // Place and neighbourhood only: no street, number, postcode, coordinates, name or contact of the resident.
      sql`insert into vacancies (tenant_id, volunteer_center_id, organization_id, title, status, vacancy_type, published_at,
          location_type, city, municipality, organization_name, created_by_id, created_at, updated_at, description, description_html,
          search_body)
        select ${s.tenantId}, ${r.volunteerCenterId}, ${org.id}, ${text.title}, 'published', ${helpVacancyType(wording)},
          ${at}, 'address', ${r.city}, ${r.municipality}, ${org.name}, ${by}, ${at}, ${at}, ${JSON.stringify(described.description)},
          ${described.descriptionHtml}, ${described.searchBody}
        where exists (select 1 from help_requests h where h.id = ${r.id} and h.status = 'approved' and h.decided_at = ${at}
          and h.vacancy_id is null)`,
      sql`update help_requests set vacancy_id = (select max(v.id) from vacancies v where v.tenant_id = ${s.tenantId}
          and v.organization_id = ${org.id} and v.created_at = ${at} and v.title = ${text.title})
        where id = ${r.id} and status = 'approved' and decided_at = ${at} and vacancy_id is null`,
    );
  }
  const results = await writeBatch(s.db, statements);
  if (results[0].length === 0) return null;
  await deliverWritten(mailScope, results.slice(1));
  return loadHelpRequest(c, r.id);
}
