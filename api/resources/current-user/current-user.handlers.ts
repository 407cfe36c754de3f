/** /api/v1/current_user: the signed-in user's own account (PRODUCT.md: own profile, settings, AVG export, delete). */
import { and, eq, ne, or } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { snakeKeys } from "../../../contract/case";
import type { AccountExport, CurrentUserAttributes, currentUserInput } from "../../../contract/users";
import { auditLog, authTokens, mailOutbox, users } from "../../../db/schema";
import { newPasswordHash } from "../../auth/passwords";
import type { UserRow } from "../../auth/sessions";
import type { ParsedQuery } from "../../jsonapi/query";
import { toDocument } from "../../jsonapi/serialize";
import { requireOwnAccount } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { deleteAccount } from "../../services/accounts";
import { unreadCount } from "../../services/notifications";
import { includedFor, loadUserGraph, profileUpdates, userAttributes, userResource } from "../../services/users";
import type { ApiEnv, Validated } from "../../types";

/**
 * The own account as a resource: a user's attributes and what only its owner sees (the birth year: never in a list,
 * the pool or an export of others, contract/users.ts currentUserAttributes).
 */
function ownUserResource(user: UserRow, graph: Awaited<ReturnType<typeof loadUserGraph>>) {
  const base = userResource(user, graph);
  const attributes: CurrentUserAttributes = { ...userAttributes(user), birthYear: user.birthYear };
  return { ...base, attributes };
}

/**
 * The account, with `meta.unread_notifications` (the toolbar's count, ADR 0065): read beside the roles and
 * organisations in the same turn, so the request's read batch (ADR 0051) sends them to D1 in one round trip.
 */
export async function showCurrentUser(c: Validated<{ query: ParsedQuery<Record<string, never>> }>) {
  const user = requireOwnAccount(c).user;
  const include = c.req.valid("query").include;
  const db = c.get("db");
  const [graph, unread] = await Promise.all([
    loadUserGraph(db, user.tenantId, [user.id]),
    unreadCount(db, user.tenantId, user.id),
  ]);
  return jsonApi(
    c,
    toDocument({
      data: ownUserResource(user, graph),
      included: includedFor([user], graph, include),
      meta: { unreadNotifications: unread },
    }),
  );
}

/** Whether a current-user body changes the e-mail address or the password (both need the current password). */
export function sensitiveChanges(user: UserRow, attributes: Record<string, unknown>, data?: { email?: string }) {
  return {
    changesEmail: data?.email !== undefined && data.email !== user.email,
    changesPassword: attributes.password !== undefined && attributes.password !== "",
  };
}

/**
 * Profile fields as they are; a new e-mail or password (checked with the current password by the route) ends
 * every other session; the answer carries this session's headers with the (possibly new) uid.
 */
export async function updateCurrentUser(c: Validated<{ json: ValidBody<z.output<typeof currentUserInput>> }>) {
  const current = requireOwnAccount(c);
  const user = current.user;
  const { data, attributes } = c.req.valid("json");
  const { changesEmail, changesPassword } = sensitiveChanges(user, attributes, data);
  const updates: Partial<UserRow> = {
    ...profileUpdates(data),
    ...(data.birth_year !== undefined ? { birthYear: data.birth_year } : {}),
    ...(changesEmail ? { email: data.email } : {}),
    ...(changesPassword ? { passwordHash: await newPasswordHash(c, data.password as string) } : {}),
    updatedAt: new Date().toISOString(),
  };
  const db = c.get("db");
  const [updated] = await db.update(users).set(updates).where(eq(users.id, user.id)).returning();
  if (changesPassword || changesEmail) {
    await db.delete(authTokens).where(and(eq(authTokens.userId, user.id), ne(authTokens.id, current.session.tokenId)));
  }
  c.set("currentUser", { ...current, user: updated });
  const graph = await loadUserGraph(db, updated.tenantId, [updated.id]);
  return jsonApi(
    c,
    toDocument({ data: ownUserResource(updated, graph), included: includedFor([updated], graph, new Set(["roles"])) }),
  );
}

/** AVG: removes the account and its personal data (the route checked the password); ends all sessions. */
export async function deleteCurrentUser(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  await c.get("db").insert(auditLog).values({
    tenantId: current.user.tenantId,
    actorId: current.user.id,
    action: "delete_own_account",
    targetUserId: current.user.id,
  });
  await deleteAccount(c, current.user);
  c.set("currentUser", null);
  return c.body(null, 204);
}

export async function exportCurrentUser(c: Context<ApiEnv>) {
  const current = requireOwnAccount(c);
  const user = current.user;
  const db = c.get("db");
  const [graph, sessions, mails, audit] = await Promise.all([
    loadUserGraph(db, user.tenantId, [user.id]),
    db
      .select({
        client: authTokens.client,
        createdAt: authTokens.createdAt,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
      })
      .from(authTokens)
      .where(eq(authTokens.userId, user.id)),
    db
      .select({ subject: mailOutbox.subject, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, user.tenantId), eq(mailOutbox.to, user.email))),
    db
      .select({ action: auditLog.action, createdAt: auditLog.createdAt, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, user.tenantId), or(eq(auditLog.targetUserId, user.id), eq(auditLog.actorId, user.id)))),
  ]);
  const exported: AccountExport = {
    exportedAt: new Date().toISOString(),
    user: {
      id: user.id,
      ...userAttributes(user),
      birthYear: user.birthYear,
      acceptedTermsAt: user.acceptedTermsAt,
      confirmedAt: user.confirmedAt,
      lastSignInAt: user.lastSignInAt,
      updatedAt: user.updatedAt,
    },
    roles: (graph.roles.get(user.id) ?? []).map((r) => ({ name: r.role, organizationId: r.organizationId })),
    organizations: (graph.organizations.get(user.id) ?? []).map((o) => ({ id: o.id, name: o.name, type: o.type })),
    sessions: sessions.map((s) => ({
      client: s.client,
      createdAt: s.createdAt,
      lastUsedAt: new Date(s.lastUsedAt * 1000).toISOString(),
      expiresAt: new Date(s.expiresAt * 1000).toISOString(),
    })),
    mails: mails.map((m) => ({ subject: m.subject, kind: m.kind, createdAt: m.createdAt })),
    auditLog: audit.map((a) => ({ action: a.action, createdAt: a.createdAt })),
  };
  c.header("Content-Disposition", `attachment; filename="account-${user.id}.json"`);
  c.header("Cache-Control", "private, no-store");
  return c.json(snakeKeys(exported));
}
