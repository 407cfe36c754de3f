/**
 * The public organisation sign-up: the organisation (`pending`, in the site's centre) with its address, profile and
 * contact person, and its first user (a new account, or the signed-in user) are written in one batch (one
 * transaction), so a double post can never leave half of it. The idempotency key makes a repeated post (double
 * click, back button) answer the organisation the first one made; only a new sign-up counts against the per-IP
 * limit and sends the mails (the confirmation link, the centre's notice).
 */
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import type { z } from "zod";
import type { signUpOrganizationInput } from "../../contract/organization-inputs";
import { organizationMemberships, organizations, userRoles, users } from "../../db/schema";
import { hitPerIp, type Limit } from "../auth/rate-limit";
import { CONFIRM_PAGE, checkedSiteLink } from "../auth/site-links";
import { JsonApiError } from "../jsonapi/errors";
import { organizationSignupMails } from "../mail/organization-mails";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import { signedUpUserValues, takenError } from "./accounts";
import { deliverWritten, mailScopeOf, outboxInsert, type RenderedMail, type Statement, writeBatch } from "./notification-mails";
import { nestedErrors, nestedWrites, organizationColumns, resolveAddress } from "./organization-writes";
import { loadOrganization, type OrganizationDetails } from "./organizations";
import { newMailToken, renderTokenMail } from "./token-mails";

/** Sign-ups send mail and write several rows: limited per IP like the account sign-up. */
export const ORGANIZATION_SIGN_UP_PER_IP: Limit = { name: "organization_sign_up:ip", max: 10, windowSeconds: 60 * 60 };

type SignUpInput = z.output<typeof signUpOrganizationInput>;

/** The organisation signed up, and whether this post made it (false: an earlier post with the same key did). */
export interface SignUpOutcome {
  details: OrganizationDetails;
  created: boolean;
}

async function bySignupKey(c: Context<ApiEnv>, key: string) {
  const s = scope(c);
  const [row] = await s.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(s.where(organizations, eq(organizations.signupKey, key)))
    .limit(1);
  return row ? loadOrganization(c, row.id) : null;
}

const unique = (error: unknown) => /UNIQUE constraint failed/.test(String((error as Error)?.cause ?? error));

export async function signUpOrganization(c: Context<ApiEnv>, data: SignUpInput, pointer: string): Promise<SignUpOutcome> {
  const repeated = await bySignupKey(c, data.idempotency_key);
  if (repeated) return { details: repeated, created: false };

  await hitPerIp(c, ORGANIZATION_SIGN_UP_PER_IP);
  await nestedErrors(c, data, null, pointer);
  const address = await resolveAddress(c, data.address, `${pointer}/address`);

  const s = scope(c);
  const current = c.get("currentUser");
  const newUser = current ? null : data.user;
  if (!current && !newUser) throw new Error("the body spec requires a user when signed out");
  const confirmation = newUser ? await newMailToken("confirmation") : null;
  const at = new Date().toISOString();
  const userId = current
    ? sql`${current.user.id}`
    : sql`(select id from ${users} where ${users.tenantId} = ${s.tenantId} and ${users.email} = ${newUser?.email})`;
  const orgId = sql`(select id from ${organizations} where ${organizations.tenantId} = ${s.tenantId} and ${organizations.signupKey} = ${data.idempotency_key})`;
  const statements: BatchItem<"sqlite">[] = [];
  const userValues = newUser ? { ...(await signedUpUserValues(c, newUser, at)), ...confirmation?.columns } : null;
  if (newUser && userValues) {
    statements.push(
      s.db.insert(users).values(userValues),
      // A role to sign in with until approval adds organization_superuser (ADR 0019).
      s.db.insert(userRoles).values({ tenantId: s.tenantId, userId: sql`${userId}` as unknown as number, role: "volunteer" }),
    );
  }
  statements.push(
    s.db.insert(organizations).values({
      tenantId: s.tenantId,
      volunteerCenterId: s.centerId(),
      ...organizationColumns(data),
      status: "pending",
      signupKey: data.idempotency_key,
      createdById: userId as unknown as number,
      createdAt: at,
      updatedAt: at,
    }),
    s.db.insert(organizationMemberships).values({
      tenantId: s.tenantId,
      userId: userId as unknown as number,
      organizationId: orgId as unknown as number,
    }),
    ...nestedWrites(c, orgId as unknown as number, { address, profile: data.profile ?? {}, contact_person: data.contact_person }),
  );
  // The new user's confirmation and the approvers' mail are written with the sign-up (ADR 0059): rendered first.
  const mails = [
    ...(userValues && confirmation
      ? [
          await renderTokenMail(
            c,
            "confirmation",
            userValues,
            checkedSiteLink(c, data.confirm_success_url, CONFIRM_PAGE)(userValues),
            confirmation.token,
          ),
        ]
      : []),
    ...(await organizationSignupMails(c, { name: data.name, volunteerCenterId: s.centerId() })),
  ].filter((m): m is RenderedMail => m !== null);
  const mailScope = mailScopeOf(c);
  let written: unknown[];
  try {
    written = await writeBatch(s.db, [
      ...(statements as unknown as Statement[]),
      ...mails.map((mail) => outboxInsert(mailScope, mail, sql`1`)),
    ]);
  } catch (error) {
    if (!unique(error)) throw error;
    // A racing double post won; or the e-mail belongs to an account already.
    const won = await bySignupKey(c, data.idempotency_key);
    if (won) return { details: won, created: false };
    throw new JsonApiError(422, [takenError(`${pointer}/user/email`)]);
  }
  const details = await bySignupKey(c, data.idempotency_key);
  if (!details) throw new Error("the sign-up batch wrote no organisation");
  await deliverWritten(mailScope, written);
  return { details, created: true };
}
