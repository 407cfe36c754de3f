/**
 * /api/v1/users: list, show, sign-up (signed out) and invitation (signed in), edit, delete, roles, resend
 * confirmation, plus /confirm, /sign_in_as_user and its /return. Every permission comes from api/policy.ts.
 */
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import {
  mailOutbox,
  organizationMemberships,
  organizations,
  ROLES,
  type Role,
  USER_STATUSES,
  type UserStatus,
  userRoles,
  users,
} from "../../../db/schema";
import { type AuditAction, auditInsert } from "../../audit";
import { hashPassword, passwordParams } from "../../auth/password";
import { hitPerIp, type Limit } from "../../auth/rate-limit";
import { endAllSessions, endSessionQuery, findSession, type UserRow } from "../../auth/sessions";
import { CONFIRM_PAGE, mailLink, RESET_PAGE } from "../../auth/site-links";
import { generateToken, hashToken } from "../../auth/tokens";
import { type FieldError, fieldError, linkWith, passwordErrors } from "../../auth/validation";
import { attributesOf, jsonBody } from "../../jsonapi/body";
import { forbidden, JsonApiError, notFound, validationError } from "../../jsonapi/errors";
import { listFilter, parseQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { requestLocale, sendAccountMail } from "../../mail";
import { actorOf, maySignIn, requireUser } from "../../middleware/auth";
import { can, widestScope } from "../../policy";
import { jsonApi } from "../../respond";
import { listWithCount, orderBy, parseId, scope } from "../../scope";
import type { ApiEnv } from "../../types";
import { startSession } from "../auth/auth.handlers";
import {
  digestDays,
  email,
  findUserById,
  gender,
  includedFor,
  jobTitle,
  loadUserGraph,
  locale,
  name,
  phoneNumber,
  profileUpdates,
  userResource,
} from "./users.model";

/** Sign-ups send mail to any address: limit them per IP like the other unauthenticated mail senders. */
const SIGN_UP_PER_IP: Limit = { name: "sign_up:ip", max: 10, windowSeconds: 60 * 60 };
const SELF_SIGNUP_ROLES = ["volunteer", "student"] as const;
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
const POINTER = "/data/attributes";

const idList = z
  .string()
  .regex(/^\d{1,12}$/, "must be a whole number")
  .transform(Number);
const statusList = listFilter(z.enum(USER_STATUSES));

const LIST_QUERY = {
  include: ["roles", "organizations"],
  filters: {
    organization_id_eq: idList,
    with_role: z.enum(ROLES),
    q: z.string().trim().max(100),
    status: statusList,
  },
  sort: ["last_name", "first_name", "email", "created_at", "id"],
  defaultSort: "last_name,first_name",
  paginate: true,
} as const;
const SHOW_QUERY = { include: ["roles", "organizations"] } as const;

function userDocument(user: UserRow, graph: Awaited<ReturnType<typeof loadUserGraph>>, include: Set<string>) {
  return toDocument({ data: userResource(user, graph), included: includedFor([user], graph, include) });
}

/** One user as a document with the includes asked for (roles always loaded: they are the relationship data). */
export async function respondWithUser(c: Context<ApiEnv>, user: UserRow, include: Set<string>, status: 200 | 201 = 200) {
  const graph = await loadUserGraph(c.get("db"), c.get("tenant").id, [user.id]);
  return jsonApi(c, userDocument(user, graph, include), status);
}

/** The user with this path id in the tenant, or 404 (other tenants' ids look exactly like unknown ones). */
async function pathUser(c: Context<ApiEnv>): Promise<UserRow> {
  const id = parseId(c.req.param("id"));
  const user = id ? await findUserById(c, id) : undefined;
  if (!user) throw notFound();
  return user;
}

/** Managing a user needs users.manage for their centre; an admin's account only an admin may touch. */
async function authorizeManage(c: Context<ApiEnv>, user: UserRow) {
  requireUser(c);
  const actor = actorOf(c);
  if (!can(actor, "users.manage", { centerId: user.volunteerCenterId })) throw forbidden();
  const targetRoles = await c.get("db").select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
  if (targetRoles.some((r) => r.role === "admin") && !can(actor, "users.administer")) throw forbidden();
}

function authorizeAdminister(c: Context<ApiEnv>) {
  requireUser(c);
  if (!can(actorOf(c), "users.administer")) throw forbidden();
}

function audit(c: Context<ApiEnv>, action: AuditAction, targetUserId: number, details = {}) {
  return auditInsert(c, { action, targetUserId, details });
}

/** An organisation of this tenant (and, for a centre-scoped actor, of their centre), or a 422 at `pointer`. */
async function organizationFor(c: Context<ApiEnv>, organizationId: number, pointer: string) {
  const s = scope(c);
  const [org] = await s.db
    .select()
    .from(organizations)
    .where(s.where(organizations, eq(organizations.id, organizationId)))
    .limit(1);
  const scopeOk = org && (widestScope(actorOf(c), "users.manage") === "tenant" || org.volunteerCenterId === actorOf(c)?.centerId);
  if (!org || !scopeOk) throw new JsonApiError(422, [fieldError(pointer, "not_found", "Organization does not exist.")]);
  return org;
}

async function addMembership(c: Context<ApiEnv>, userId: number, organizationId: number) {
  await c
    .get("db")
    .insert(organizationMemberships)
    .values({ tenantId: c.get("tenant").id, userId, organizationId })
    .onConflictDoNothing();
}

async function emailTaken(c: Context<ApiEnv>, address: string, exceptId?: number) {
  const [row] = await c
    .get("db")
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, c.get("tenant").id), eq(users.email, address)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

const takenError = (pointer: string) => fieldError(pointer, "taken", "E-mail has already been taken.");

/** Runs a write that may hit users_email_uq (two requests racing past the `taken` check) as a 422, not a 500. */
async function uniqueEmail<T>(pointer: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (/UNIQUE constraint failed: users\.tenant_id, users\.email/.test(String((error as Error)?.cause ?? error))) {
      throw new JsonApiError(422, [takenError(pointer)]);
    }
    throw error;
  }
}

/** Zod issues → error objects, keeping other errors found so far; one list answered at once. */
function zodErrors(result: z.SafeParseReturnType<unknown, unknown>, prefix = POINTER): FieldError[] {
  return result.success ? [] : validationError(result.error, prefix).errors;
}

// ---------------------------------------------------------------------------------------------------------------
// List and show

export async function listUsers(c: Context<ApiEnv>) {
  requireUser(c);
  const actor = actorOf(c);
  const reach = widestScope(actor, "users.manage");
  if (!reach || !actor) throw forbidden();
  const url = new URL(c.req.url);
  const query = parseQuery(url, LIST_QUERY);
  const s = scope(c);
  const f = query.filter;
  const q = f.q ? `%${f.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = s.where(
    users,
    reach === "tenant" ? undefined : eq(users.volunteerCenterId, actor.centerId),
    f.organization_id_eq !== undefined
      ? or(
          eq(users.organizationId, f.organization_id_eq),
          inArray(
            users.id,
            s.db
              .select({ id: organizationMemberships.userId })
              .from(organizationMemberships)
              .where(eq(organizationMemberships.organizationId, f.organization_id_eq)),
          ),
        )
      : undefined,
    f.with_role
      ? inArray(
          users.id,
          s.db
            .select({ id: userRoles.userId })
            .from(userRoles)
            .where(and(eq(userRoles.tenantId, s.tenantId), eq(userRoles.role, f.with_role))),
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
    f.status ? inArray(users.status, f.status) : undefined,
  );
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select()
      .from(users)
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          {
            last_name: users.lastName,
            first_name: users.firstName,
            email: users.email,
            created_at: users.createdAt,
            id: users.id,
          },
          users.id,
        ),
      )
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
  const pagination = paginate(url, query.page, total);
  return jsonApi(
    c,
    toDocument({
      data: rows.map((u) => userResource(u, graph)),
      included: includedFor(rows, graph, query.include),
      meta: pagination.meta,
      links: pagination.links,
    }),
  );
}

export async function showUser(c: Context<ApiEnv>) {
  const query = parseQuery(new URL(c.req.url), SHOW_QUERY);
  requireUser(c);
  const user = await pathUser(c);
  const actor = actorOf(c);
  if (
    !can(actor, "account.manage_own", { userId: user.id }) &&
    !can(actor, "users.manage", { centerId: user.volunteerCenterId })
  ) {
    throw forbidden();
  }
  return respondWithUser(c, user, query.include);
}

// ---------------------------------------------------------------------------------------------------------------
// Sign-up and invitation

const signUpSchema = z.object({
  email,
  first_name: name,
  last_name: name,
  phone_number: phoneNumber.optional(),
  role: z.enum(SELF_SIGNUP_ROLES).default("volunteer"),
  accept_terms: z.literal(true, { errorMap: () => ({ message: "Terms must be accepted." }) }),
});

const inviteSchema = z.object({
  email,
  first_name: name,
  last_name: name,
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  role: z.enum(ROLES).default("volunteer"),
  organization_id: z.number().int().positive().nullable().optional(),
});

export async function createUser(c: Context<ApiEnv>) {
  const attributes = attributesOf(await jsonBody(c));
  return c.get("currentUser") ? inviteUser(c, attributes) : signUp(c, attributes);
}

async function signUp(c: Context<ApiEnv>, attributes: Record<string, unknown>) {
  const parsed = signUpSchema.safeParse(attributes);
  const errors = zodErrors(parsed).map((e) => (e.source?.pointer === `${POINTER}/accept_terms` ? { ...e, code: "accepted" } : e));
  errors.push(...passwordErrors(attributes.password, attributes.password_confirmation, POINTER));
  const confirmUrl = mailLink(c, attributes.confirm_success_url, CONFIRM_PAGE);
  if (!confirmUrl) {
    errors.push(fieldError(`${POINTER}/confirm_success_url`, "invalid", "confirm_success_url must be a URL of this site."));
  }
  if (parsed.success && (await emailTaken(c, parsed.data.email))) errors.push(takenError(`${POINTER}/email`));
  if (errors.length || !parsed.success || !confirmUrl) throw new JsonApiError(422, errors);
  await hitPerIp(c, SIGN_UP_PER_IP);

  const data = parsed.data;
  const token = generateToken();
  const s = scope(c);
  const now = nowIso();
  const passwordHash = await hashPassword(attributes.password as string, { params: passwordParams(c.env) });
  const confirmationHash = await hashToken(token);
  const [user] = await uniqueEmail(`${POINTER}/email`, () =>
    s.db
      .insert(users)
      .values({
        tenantId: s.tenantId,
        volunteerCenterId: s.centerId(),
        email: data.email,
        firstName: data.first_name,
        lastName: data.last_name,
        phoneNumber: data.phone_number ?? null,
        status: "active",
        signupMethod: "signed_up",
        locale: requestLocale(c),
        passwordHash,
        acceptedTermsAt: now,
        confirmationTokenHash: confirmationHash,
        confirmationSentAt: now,
      })
      .returning(),
  );
  await s.db.insert(userRoles).values({ tenantId: s.tenantId, userId: user.id, role: data.role });
  await sendAccountMail(c, {
    kind: "confirmation",
    to: user.email,
    recipientName: user.firstName,
    locale: user.locale,
    centerId: user.volunteerCenterId,
    link: linkWith(confirmUrl(user), { confirmation_token: token }),
  });
  return respondWithUser(c, user, new Set(["roles"]), 201);
}

async function inviteUser(c: Context<ApiEnv>, attributes: Record<string, unknown>) {
  const actor = actorOf(c);
  const reach = widestScope(actor, "users.manage");
  if (!reach || !actor) throw forbidden();
  const parsed = inviteSchema.safeParse(attributes);
  const errors = zodErrors(parsed);
  const redirect = mailLink(c, attributes.redirect_url, RESET_PAGE);
  if (!redirect) errors.push(fieldError(`${POINTER}/redirect_url`, "invalid", "redirect_url must be a URL of this site."));
  if (parsed.success && (await emailTaken(c, parsed.data.email))) errors.push(takenError(`${POINTER}/email`));
  if (errors.length || !parsed.success || !redirect) throw new JsonApiError(422, errors);
  const data = parsed.data;
  // Granting roles is the admin's (PRODUCT.md); others invite volunteers and students only.
  if (!(SELF_SIGNUP_ROLES as readonly string[]).includes(data.role) && !can(actor, "users.administer")) throw forbidden();
  const org = data.organization_id ? await organizationFor(c, data.organization_id, `${POINTER}/organization_id`) : null;

  const s = scope(c);
  // A centre superuser adds users to their own centre; an admin to the centre of the site they use.
  const centerId = reach === "tenant" ? s.centerId() : actor.centerId;
  const token = generateToken();
  const resetHash = await hashToken(token);
  const [user] = await uniqueEmail(`${POINTER}/email`, () =>
    s.db
      .insert(users)
      .values({
        tenantId: s.tenantId,
        volunteerCenterId: org?.volunteerCenterId ?? centerId,
        email: data.email,
        firstName: data.first_name,
        lastName: data.last_name,
        phoneNumber: data.phone_number ?? null,
        jobTitle: data.job_title ?? null,
        organizationId: org?.id ?? null,
        status: "invited",
        signupMethod: "created_by_user",
        locale: requestLocale(c),
        resetPasswordTokenHash: resetHash,
        resetPasswordSentAt: nowIso(),
      })
      .returning(),
  );
  await s.db.insert(userRoles).values({
    tenantId: s.tenantId,
    userId: user.id,
    role: data.role,
    organizationId: org && ORGANIZATION_ROLES.includes(data.role) ? org.id : null,
  });
  if (org) await addMembership(c, user.id, org.id);
  await sendAccountMail(c, {
    kind: "invitation",
    to: user.email,
    recipientName: user.firstName,
    locale: user.locale,
    centerId: user.volunteerCenterId,
    link: linkWith(redirect(user), { reset_password_token: token, invitation: "true" }),
  });
  return respondWithUser(c, user, new Set(["roles"]), 201);
}

// ---------------------------------------------------------------------------------------------------------------
// Edit and delete

const updateSchema = z.object({
  email: email.optional(),
  first_name: name.optional(),
  last_name: name.optional(),
  phone_number: phoneNumber.optional(),
  job_title: jobTitle.optional(),
  gender: gender.optional(),
  digest_days: digestDays.optional(),
  locale: locale.optional(),
  status: z.enum(USER_STATUSES).optional(),
  organization_id: z.number().int().positive().nullable().optional(),
});

export async function updateUser(c: Context<ApiEnv>) {
  const user = await pathUser(c);
  await authorizeManage(c, user);
  const attributes = attributesOf(await jsonBody(c));
  const parsed = updateSchema.safeParse(attributes);
  const errors = zodErrors(parsed);
  if (parsed.success) {
    const { status, email: newEmail } = parsed.data;
    if (status && status !== user.status && !TRANSITIONS[user.status].includes(status)) {
      errors.push(fieldError(`${POINTER}/status`, "invalid_transition", `A user cannot go from ${user.status} to ${status}.`));
    }
    if (status && status !== "active" && user.id === c.get("currentUser")?.user.id) {
      errors.push(fieldError(`${POINTER}/status`, "own_account", "You cannot deactivate or archive your own account."));
    }
    if (newEmail && newEmail !== user.email && (await emailTaken(c, newEmail, user.id))) {
      errors.push(takenError(`${POINTER}/email`));
    }
  }
  if (errors.length || !parsed.success) throw new JsonApiError(422, errors);
  const data = parsed.data;
  if (data.organization_id) await organizationFor(c, data.organization_id, `${POINTER}/organization_id`);

  const updates: Partial<UserRow> = {
    ...(data.email !== undefined ? { email: data.email } : {}),
    ...profileUpdates(data),
    ...(data.status !== undefined ? { status: data.status } : {}),
    ...(data.organization_id !== undefined ? { organizationId: data.organization_id } : {}),
    updatedAt: nowIso(),
  };
  const db = c.get("db");
  const [updated] = await uniqueEmail(`${POINTER}/email`, () =>
    db.update(users).set(updates).where(eq(users.id, user.id)).returning(),
  );
  if (data.organization_id) await addMembership(c, user.id, data.organization_id);
  // A user who may no longer sign in loses every session at once; so does one whose e-mail (= uid) changed.
  if (!maySignIn(c, updated.status) || updated.email !== user.email) await endAllSessions(db, user.id);
  return respondWithUser(c, updated, new Set(["roles"]));
}

export async function deleteUser(c: Context<ApiEnv>) {
  const user = await pathUser(c);
  authorizeAdminister(c);
  if (user.id === c.get("currentUser")?.user.id) {
    throw new JsonApiError(422, [
      { code: "own_account", detail: "Delete your own account through /api/v1/current_user.", source: { pointer: "/data" } },
    ]);
  }
  await audit(c, "delete_user", user.id);
  await deleteAccount(c, user);
  return c.body(null, 204);
}

/** Removes a user's personal data: the row (roles, memberships and sessions cascade) and mails kept for them. */
export async function deleteAccount(c: Context<ApiEnv>, user: UserRow) {
  const db = c.get("db");
  await db.batch([
    db.delete(mailOutbox).where(and(eq(mailOutbox.tenantId, user.tenantId), eq(mailOutbox.to, user.email))),
    db.delete(users).where(eq(users.id, user.id)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Roles

const roleSchema = z.object({
  role: z.enum(ROLES),
  organization_id: z.number().int().positive().nullable().optional(),
});

async function parseRole(c: Context<ApiEnv>) {
  const body = await jsonBody(c);
  const prefix = body.data ? POINTER : "";
  const parsed = roleSchema.safeParse(attributesOf(body));
  if (!parsed.success) throw validationError(parsed.error, prefix);
  return { ...parsed.data, organizationId: parsed.data.organization_id ?? null, prefix };
}

export async function addRole(c: Context<ApiEnv>) {
  const user = await pathUser(c);
  authorizeAdminister(c);
  const { role, organizationId, prefix } = await parseRole(c);
  if (organizationId) await organizationFor(c, organizationId, `${prefix}/organization_id`);
  const db = c.get("db");
  const [existing] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, user.id),
        eq(userRoles.role, role),
        organizationId ? eq(userRoles.organizationId, organizationId) : isNull(userRoles.organizationId),
      ),
    )
    .limit(1);
  if (!existing) {
    await db.insert(userRoles).values({ tenantId: user.tenantId, userId: user.id, role, organizationId });
    if (organizationId) await addMembership(c, user.id, organizationId);
    await audit(c, "add_role", user.id, { role, organizationId });
  }
  return respondWithUser(c, user, new Set(["roles"]));
}

export async function removeRole(c: Context<ApiEnv>) {
  const user = await pathUser(c);
  authorizeAdminister(c);
  const { role, organizationId, prefix } = await parseRole(c);
  if (role === "admin" && user.id === c.get("currentUser")?.user.id) {
    throw new JsonApiError(422, [fieldError(`${prefix}/role`, "own_admin_role", "You cannot remove your own admin role.")]);
  }
  const db = c.get("db");
  const removed = await db
    .delete(userRoles)
    .where(
      and(
        eq(userRoles.userId, user.id),
        eq(userRoles.role, role),
        organizationId ? eq(userRoles.organizationId, organizationId) : isNull(userRoles.organizationId),
      ),
    )
    .returning({ id: userRoles.id });
  if (removed.length === 0) {
    throw new JsonApiError(422, [fieldError(`${prefix}/role`, "not_found", "The user does not have this role.")]);
  }
  await audit(c, "remove_role", user.id, { role, organizationId });
  return respondWithUser(c, user, new Set(["roles"]));
}

// ---------------------------------------------------------------------------------------------------------------
// Confirmation

export async function resendConfirmation(c: Context<ApiEnv>) {
  const user = await pathUser(c);
  await authorizeManage(c, user);
  const body = await jsonBody(c);
  const prefix = body.data ? POINTER : "";
  const invited = user.status === "invited";
  // SPEC §7 sends no body: the link then opens the page for what the mail asks (accept the invitation or confirm).
  const redirect = mailLink(c, attributesOf(body).redirect_url, invited ? RESET_PAGE : CONFIRM_PAGE);
  if (!redirect) {
    throw new JsonApiError(422, [fieldError(`${prefix}/redirect_url`, "invalid", "redirect_url must be a URL of this site.")]);
  }
  if (user.status === "archived" || (user.confirmedAt !== null && user.status !== "invited")) {
    throw new JsonApiError(422, [fieldError(`${prefix}/email`, "already_confirmed", "Email was already confirmed.")]);
  }
  const token = generateToken();
  await c
    .get("db")
    .update(users)
    .set(
      invited
        ? { resetPasswordTokenHash: await hashToken(token), resetPasswordSentAt: nowIso() }
        : { confirmationTokenHash: await hashToken(token), confirmationSentAt: nowIso() },
    )
    .where(eq(users.id, user.id));
  await sendAccountMail(c, {
    kind: invited ? "invitation" : "confirmation",
    to: user.email,
    recipientName: user.firstName,
    locale: user.locale,
    centerId: user.volunteerCenterId,
    link: linkWith(redirect(user), invited ? { reset_password_token: token, invitation: "true" } : { confirmation_token: token }),
  });
  return c.json({ meta: { sent: true } });
}

export async function confirm(c: Context<ApiEnv>) {
  const body = attributesOf(await jsonBody(c));
  const token = typeof body.confirmation_token === "string" ? body.confirmation_token.trim() : "";
  const s = scope(c);
  const [user] =
    token && token.length <= 200
      ? await s.db
          .select()
          .from(users)
          .where(s.where(users, eq(users.confirmationTokenHash, await hashToken(token))))
          .limit(1)
      : [];
  if (!user) {
    throw new JsonApiError(422, [
      fieldError("/confirmation_token", "invalid_token", "Confirmation token is invalid or was already used."),
    ]);
  }
  const [confirmed] = await s.db
    .update(users)
    .set({ confirmedAt: nowIso(), confirmationTokenHash: null })
    .where(eq(users.id, user.id))
    .returning();
  return respondWithUser(c, confirmed, new Set(["roles"]));
}

// ---------------------------------------------------------------------------------------------------------------
// Sign in as another user

const signInAsSchema = z.object({
  user_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ]),
});

export async function signInAsUser(c: Context<ApiEnv>) {
  authorizeAdminister(c);
  // One step at a time: from a sign-in-as session (the target may be an admin) the way is back first, never deeper.
  if (requireUser(c).session.impersonatorId !== null) {
    throw new JsonApiError(403, [
      { code: "impersonating", detail: "You are signed in as another user: return to your own account first." },
    ]);
  }
  const body = await jsonBody(c);
  const parsed = signInAsSchema.safeParse(attributesOf(body));
  if (!parsed.success) throw validationError(parsed.error, body.data ? POINTER : "");
  const target = await findUserById(c, parsed.data.user_id);
  if (!target) throw notFound();
  if (!maySignIn(c, target.status)) {
    throw new JsonApiError(422, [
      fieldError(`${body.data ? POINTER : ""}/user_id`, "inactive", "This user cannot sign in (invited, inactive or archived)."),
    ]);
  }
  const admin = requireUser(c);
  await audit(c, "sign_in_as_user", target.id);
  await startSession(c, target, admin.user.id);
  return respondWithUser(c, target, new Set(["roles"]));
}

const returnSchema = z.object({
  access_token: z.string().trim().min(1).max(200),
  client: z.string().trim().min(1).max(200),
  uid: z.string().trim().min(1).max(254),
});

/**
 * POST /api/v1/sign_in_as_user/return: the admin goes back to their own account. Signed in with the admin's OWN
 * trio (so an expired admin session answers 401); the body names the sign-in-as session by its trio. Only the admin
 * who started that session may end it this way: for anyone else (a non-admin, another admin, the user signed in
 * as) it does not exist (404) and nothing is written. The session ends and the step is audited (actor = the admin,
 * target = the user signed in as) in one batch; the answer is that user.
 */
export async function returnFromUser(c: Context<ApiEnv>) {
  const admin = requireUser(c);
  const body = await jsonBody(c);
  const parsed = returnSchema.safeParse(attributesOf(body));
  if (!parsed.success) throw validationError(parsed.error, body.data ? POINTER : "");
  const { access_token: accessToken, client, uid } = parsed.data;
  const db = c.get("db");
  const impersonation = await findSession(db, c.get("tenant").id, { accessToken, client, uid });
  if (!impersonation || impersonation.session.impersonatorId !== admin.user.id) {
    throw notFound("No session signed in as another user by you matches these credentials.", "impersonation_not_found");
  }
  await db.batch([audit(c, "sign_in_as_user_return", impersonation.user.id), endSessionQuery(db, impersonation.session.tokenId)]);
  return respondWithUser(c, impersonation.user, new Set());
}
