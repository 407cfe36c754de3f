/**
 * Sessions = devise_token_auth "clients": one auth_tokens row per sign-in. The access token is kept for the
 * token's lifespan (no per-request rotation, ADR 0009); the client id is public, the token only stored hashed.
 */
import { and, desc, eq, gt, inArray, lte, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db";
import { authTokens, organizationMemberships, userRoles, users } from "../../db/schema";
import { generateToken, hashToken, tokenMatches } from "./tokens";

export const TOKEN_LIFESPAN_SECONDS = 14 * 24 * 60 * 60;
export const MAX_CLIENTS_PER_USER = 10;
/** last_used_at is a hint for humans, not security: write it at most once a minute per client. */
const LAST_USED_RESOLUTION_SECONDS = 60;

export type UserRow = typeof users.$inferSelect;
export type RoleRow = typeof userRoles.$inferSelect;

export interface Session {
  tokenId: number;
  client: string;
  accessToken: string;
  /** Unix seconds. */
  expiry: number;
  /** The admin who started this session with sign_in_as_user; null for an ordinary sign-in. */
  impersonatorId: number | null;
}

export interface CurrentUser {
  user: UserRow;
  roles: RoleRow[];
  /** Organisations the user is a member of. */
  organizationIds: number[];
  session: Session;
}

/** Unix seconds from the (fakeable) clock. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Starts a new client for the user. Expired clients are removed, and of the live ones only the newest
 * MAX_CLIENTS_PER_USER are kept (the oldest dropped), in the same batch as the insert.
 */
export async function createSession(db: Db, user: Pick<UserRow, "id" | "tenantId">, impersonatorId?: number): Promise<Session> {
  const accessToken = generateToken();
  const client = generateToken();
  const now = nowSeconds();
  const expiry = now + TOKEN_LIFESPAN_SECONDS;
  const [inserted] = await db
    .insert(authTokens)
    .values({
      tenantId: user.tenantId,
      userId: user.id,
      client,
      tokenHash: await hashToken(accessToken),
      expiresAt: expiry,
      lastUsedAt: now,
      impersonatorId: impersonatorId ?? null,
    })
    .returning({ id: authTokens.id });
  const newest = db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.userId, user.id), gt(authTokens.expiresAt, now)))
    .orderBy(desc(authTokens.id))
    .limit(MAX_CLIENTS_PER_USER);
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, user.id), or(lte(authTokens.expiresAt, now), notInArray(authTokens.id, newest))));
  return { tokenId: inserted.id, client, accessToken, expiry, impersonatorId: impersonatorId ?? null };
}

/** The response headers of devise_token_auth for a session. */
export function authHeaders(session: Session, uid: string): Record<string, string> {
  return {
    "access-token": session.accessToken,
    "token-type": "Bearer",
    client: session.client,
    expiry: String(session.expiry),
    uid,
  };
}

/**
 * The user behind a token trio, with roles and memberships, in one D1 round trip; null when the client is
 * unknown, the token does not match, it expired, or the uid is not the user's e-mail.
 */
/** The devise-style token trio as read from request headers (verified by api/middleware/auth.ts). */
export interface TokenCredentials {
  accessToken: string;
  client: string;
  uid: string;
}

export async function findSession(db: Db, tenantId: string, credentials: TokenCredentials): Promise<CurrentUser | null> {
  const forClient = db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.client, credentials.client), eq(authTokens.tenantId, tenantId)));
  const [tokens, userRows, roles, memberships] = await db.batch([
    db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.client, credentials.client), eq(authTokens.tenantId, tenantId)))
      .limit(1),
    db
      .select()
      .from(users)
      .where(and(inArray(users.id, forClient), eq(users.tenantId, tenantId)))
      .limit(1),
    db.select().from(userRoles).where(inArray(userRoles.userId, forClient)).orderBy(userRoles.id),
    db
      .select({ organizationId: organizationMemberships.organizationId })
      .from(organizationMemberships)
      .where(inArray(organizationMemberships.userId, forClient))
      .orderBy(organizationMemberships.organizationId),
  ]);
  const token = tokens[0];
  const user = userRows[0];
  if (!token || !user) return null;
  const now = nowSeconds();
  if (token.expiresAt <= now) return null;
  if (!(await tokenMatches(credentials.accessToken, token.tokenHash))) return null;
  if (user.email !== credentials.uid.toLowerCase()) return null;
  if (now - token.lastUsedAt >= LAST_USED_RESOLUTION_SECONDS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, token.id));
  }
  return {
    user,
    roles,
    organizationIds: memberships.map((m) => m.organizationId),
    session: {
      tokenId: token.id,
      client: token.client,
      accessToken: credentials.accessToken,
      expiry: token.expiresAt,
      impersonatorId: token.impersonatorId,
    },
  };
}

/** The delete that ends one client, to await or to batch with what it goes with (an audit entry). */
export function endSessionQuery(db: Db, tokenId: number) {
  return db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

export async function endSession(db: Db, tokenId: number): Promise<void> {
  await endSessionQuery(db, tokenId);
}

/** Signs the user out everywhere (password change, deactivation, account deletion). */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}
