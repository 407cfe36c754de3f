/**
 * /api/v1/users: list, show, sign-up (signed out) and invitation (signed in), edit, delete. The route (users.routes.ts)
 * has already checked who may and what was sent; a handler does the work and answers.
 */
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { USER_STATUSES } from "../../../config/accounts";
import { can, widestScope } from "../../../contract/policy";
import { type inviteInput, SELF_SIGNUP_ROLES, type signUpInput, type updateUserInput } from "../../../contract/users";
import { organizationMemberships, type Role, type UserStatus, userRoles, users } from "../../../db/schema";
import { type AuditAction, auditInsert } from "../../audit";
import { hit, type Limit } from "../../auth/rate-limit";
import { endAllSessions, type UserRow } from "../../auth/sessions";
import { CONFIRM_PAGE, checkedSiteLink, RESET_PAGE } from "../../auth/site-links";
import { fieldError, forbidden, JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { requestLocale, sendAccountMail } from "../../mail";
import { actorOf, maySignIn } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { listWithCount, orderBy, scope } from "../../scope";
import { addMembership, deleteAccount, emailTaken, signedUpUserValues, takenError, uniqueEmail } from "../../services/accounts";
import { newMailToken, renderTokenMail } from "../../services/token-mails";
import { createAccount } from "../../services/user-writes";
import { findUserByEmail, includedFor, loadUserGraph, profileUpdates, respondWithUser, userResource } from "../../services/users";
import type { Validated } from "../../types";
import { organizationFor, pathUserOf } from "./users.guards";
import type { LIST_USERS_QUERY } from "./users.schemas";

/** The "someone tried to sign up with your address" mail: at most one per address per hour (it cannot flood). */
const SIGN_UP_ATTEMPT_MAIL_PER_EMAIL: Limit = { name: "sign_up_attempt:email", max: 1, windowSeconds: 60 * 60 };

/** The one answer to every sign-up that passed validation, new address or not (no account enumeration). */
const SIGN_UP_ACCEPTED =
  "If this e-mail address can be used, a confirmation e-mail is on its way. If it already has an account, that account got an e-mail instead.";
/** Roles tied to one organisation when one is given. */
const ORGANIZATION_ROLES: Role[] = ["organization_superuser", "mentor"];
/** PRODUCT.md user lifecycle: invited → active ↔ inactive, any → archived. `invited → active` only by accepting. */
const TRANSITIONS: Record<UserStatus, UserStatus[]> = {
  invited: ["archived"],
  active: ["inactive", "archived"],
  inactive: ["active", "archived"],
  archived: [],
};

const nowIso = () => new Date().toISOString();
const audit = (c: Validated<object>, action: AuditAction, targetUserId: number) =>
  auditInsert(c, { action, targetUserId, details: {} });

type ListQuery = ParsedQuery<(typeof LIST_USERS_QUERY)["filters"]>;

/** The list's WHERE: the tenant, the actor's reach, and the filters asked for. */
function listConditions(c: Validated<object>, filter: ListQuery["filter"]): SQL {
  const s = scope(c);
  const actor = actorOf(c);
  const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const orgId = filter.organization_id_eq;
  return s.where(
    users,
    widestScope(actor, "users.manage") === "tenant" ? undefined : eq(users.volunteerCenterId, actor?.centerId ?? -1),
    orgId !== undefined
      ? or(
          eq(users.organizationId, orgId),
          inArray(
            users.id,
            s.db
              .select({ id: organizationMemberships.userId })
              .from(organizationMemberships)
              .where(eq(organizationMemberships.organizationId, orgId)),
          ),
        )
      : undefined,
    filter.with_role
      ? inArray(
          users.id,
          s.db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .where(and(eq(userRoles.tenantId, s.tenantId), eq(userRoles.role, filter.with_role))),
        )
      : undefined,
    // SQLite's LIKE has no default escape character: without ESCAPE the backslashes above would be literal.
    q
      ? or(
          sql`${users.email} LIKE ${q} ESCAPE '\\'`,
          sql`${users.firstName} LIKE ${q} ESCAPE '\\'`,
          sql`${users.lastName} LIKE ${q} ESCAPE '\\'`,
        )
      : undefined,
    filter.status ? inArray(users.status, filter.status as (typeof USER_STATUSES)[number][]) : undefined,
  );
}

const SORT_COLUMNS = {
  last_name: users.lastName,
  first_name: users.firstName,
  email: users.email,
  created_at: users.createdAt,
  id: users.id,
};

export async function listUsers(c: Validated<{ query: ListQuery }>) {
  const query = c.req.valid("query");
  const s = scope(c);
  const where = listConditions(c, query.filter);
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort, SORT_COLUMNS, users.id))
      .limit(query.page.size)
      .offset((query.page.number - 1) * query.page.size),
    users,
    where,
  );
  const graph = await loadUserGraph(
    s.db,
    s.tenantId,
    rows.map((u) => u.id),
  );
  const { meta, links } = paginate(new URL(c.req.url), query.page, total);
  const data = rows.map((u) => userResource(u, graph));
  return jsonApi(c, toDocument({ data, included: includedFor(rows, graph, query.include), meta, links }));
}

export function showUser(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  return respondWithUser(c, pathUserOf(c), c.req.valid("query").include);
}

type SignUp = ValidBody<z.output<typeof signUpInput>>;
type Invite = ValidBody<z.output<typeof inviteInput>>;

/** Signed out a sign-up, signed in an invitation (users.routes.ts picked the body's rules the same way). */
export function createUser(c: Validated<{ json: SignUp | Invite }>) {
  const body = c.req.valid("json");
  return c.get("currentUser") ? inviteUser(c, body as Invite) : signUp(c, body as SignUp);
}

/**
 * A sign-up answers 202 with the same body whether the address is new or has an account (like a reset request), and
 * costs the same password hash either way. A new address gets its account and the confirmation mail; an address
 * with an account gets a mail instead that someone tried to sign up with it (sign in, or reset the password), at
 * most one an hour (ADR 0038).
 */
async function signUp(c: Validated<object>, { data, pointer }: SignUp) {
  const { token, columns } = await newMailToken("confirmation");
  const _s = scope(c);
  const values = { ...(await signedUpUserValues(c, data, nowIso())), ...columns };
  const link = checkedSiteLink(c, data.confirm_success_url, CONFIRM_PAGE);
  // The account and its confirmation mail: one batch (ADR 0059).
  const mail = await renderTokenMail(c, "confirmation", values, link(values), token);
  const user = await createAccount(c, { values, role: data.role }, `${pointer}/email`, mail ? [mail] : []).catch(
    (error: unknown) => {
      if (error instanceof JsonApiError && error.errors.some((e) => e.code === "taken")) return null;
      throw error;
    },
  );
  if (!user) await mailSignUpAttempt(c, data.email, link);
  return c.json({ meta: { message: SIGN_UP_ACCEPTED } }, 202);
}

/** Tells the owner of an address that someone tried to sign up with it (once an hour at most; silent beyond). */
async function mailSignUpAttempt(c: Validated<object>, email: string, link: ReturnType<typeof checkedSiteLink>) {
  const owner = await findUserByEmail(c, email);
  if (!owner || owner.status === "archived") return;
  try {
    await hit(c, SIGN_UP_ATTEMPT_MAIL_PER_EMAIL, owner.email);
  } catch (error) {
    if (error instanceof JsonApiError && error.status === 429) {
      c.header("Retry-After", undefined); // the answer must not tell this sign-up from a new one
      return;
    }
    throw error;
  }
  await sendAccountMail(c, {
    kind: "sign_up_attempt",
    to: owner.email,
    recipientName: owner.firstName,
    locale: owner.locale,
    centerId: owner.volunteerCenterId,
    link: new URL("/auth/recover", link(owner)).toString(), // the password recovery page of the owner's site
  });
}

async function inviteUser(c: Validated<object>, { data, pointer }: Invite) {
  const actor = actorOf(c);
  // Granting roles is the admin's (PRODUCT.md); others invite volunteers and students only.
  if (!(SELF_SIGNUP_ROLES as readonly string[]).includes(data.role) && !can(actor, "users.administer")) throw forbidden();
  const org = data.organization_id ? await organizationFor(c, data.organization_id, `${pointer}/organization_id`) : null;
  const s = scope(c);
  // A centre superuser adds users to their own centre; an admin to the centre of the site they use.
  const centerId = widestScope(actor, "users.manage") === "tenant" ? s.centerId() : (actor?.centerId ?? s.centerId());
  const { token, columns } = await newMailToken("invitation");
  const values = {
    tenantId: s.tenantId,
    volunteerCenterId: org?.volunteerCenterId ?? centerId,
    email: data.email,
    firstName: data.first_name,
    lastName: data.last_name,
    phoneNumber: data.phone_number ?? null,
    jobTitle: data.job_title ?? null,
    organizationId: org?.id ?? null,
    status: "invited" as const,
    signupMethod: "created_by_user" as const,
    locale: requestLocale(c),
    ...columns,
  };
  const role = data.role;
  const roleOrganizationId = org && ORGANIZATION_ROLES.includes(role) ? org.id : null;
  // The account and its invitation mail: one batch (ADR 0059).
  const mail = await renderTokenMail(c, "invitation", values, checkedSiteLink(c, data.redirect_url, RESET_PAGE)(values), token);
  const user = await createAccount(
    c,
    { values, role, roleOrganizationId, memberOf: org?.id },
    `${pointer}/email`,
    mail ? [mail] : [],
  );
  return respondWithUser(c, user, new Set(["roles"]), 201);
}

type Update = ValidBody<z.output<typeof updateUserInput>>;

/** What a manager's edit may not do to this user (the lifecycle, their own account, a taken e-mail). */
async function updateErrors(c: Validated<object>, data: Update["data"], pointer: string) {
  const user = pathUserOf(c);
  const { status, email } = data;
  const errors = [];
  if (status && status !== user.status && !TRANSITIONS[user.status].includes(status)) {
    errors.push(fieldError(`${pointer}/status`, "invalid_transition", `A user cannot go from ${user.status} to ${status}.`));
  }
  if (status && status !== "active" && user.id === c.get("currentUser")?.user.id) {
    errors.push(fieldError(`${pointer}/status`, "own_account", "You cannot deactivate or archive your own account."));
  }
  if (email && email !== user.email && (await emailTaken(c, email, user.id))) errors.push(takenError(`${pointer}/email`));
  return errors;
}

export async function updateUser(c: Validated<{ json: Update }>) {
  const user = pathUserOf(c);
  const { data, pointer } = c.req.valid("json");
  const errors = await updateErrors(c, data, pointer);
  if (errors.length) throw new JsonApiError(422, errors);
  if (data.organization_id) await organizationFor(c, data.organization_id, `${pointer}/organization_id`);
  const updates: Partial<UserRow> = {
    ...(data.email !== undefined ? { email: data.email } : {}),
    ...profileUpdates(data),
    ...(data.status !== undefined ? { status: data.status } : {}),
    ...(data.organization_id !== undefined ? { organizationId: data.organization_id } : {}),
    updatedAt: nowIso(),
  };
  const db = c.get("db");
  const [updated] = await uniqueEmail(`${pointer}/email`, () =>
    db.update(users).set(updates).where(eq(users.id, user.id)).returning(),
  );
  if (data.organization_id) await addMembership(c, user.id, data.organization_id);
  // A user who may no longer sign in loses every session at once; so does one whose e-mail (= uid) changed.
  if (!maySignIn(c, updated.status) || updated.email !== user.email) await endAllSessions(db, user.id);
  return respondWithUser(c, updated, new Set(["roles"]));
}

export async function deleteUser(c: Validated<object>) {
  const user = pathUserOf(c);
  if (user.id === c.get("currentUser")?.user.id) {
    throw new JsonApiError(422, [
      { code: "own_account", detail: "Delete your own account through /api/v1/current_user.", source: { pointer: "/data" } },
    ]);
  }
  await audit(c, "delete_user", user.id);
  await deleteAccount(c, user);
  return c.body(null, 204);
}
