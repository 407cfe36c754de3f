/**
 * Users on the wire (the flat devise shape and the JSON:API resource), the loaders both need, and the column
 * updates of a profile edit. Shared by the users, current-user and auth resources.
 */
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Context } from "hono";
import { snakeAttributes } from "../../contract/case";
import type { ProfileInput, UserAttributes } from "../../contract/users";
import type { Db } from "../../db";
import { organizationMemberships, organizations, userRoles, users } from "../../db/schema";
import type { RoleRow, UserRow } from "../auth/sessions";
import { identifier, type ResourceObject, resource, toDocument } from "../jsonapi/serialize";
import { jsonApi } from "../respond";
import type { ApiEnv } from "../types";
import { type OrganizationRow, organizationResource } from "./organizations";

export function userAttributes(user: UserRow): UserAttributes {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    jobTitle: user.jobTitle,
    gender: user.gender,
    digestDays: user.digestDays,
    organizationId: user.organizationId,
    status: user.status,
    signupMethod: user.signupMethod,
    confirmed: user.confirmedAt !== null,
    createdAt: user.createdAt,
    volunteerCenterId: user.volunteerCenterId,
    locale: user.locale,
  };
}

/** devise_token_auth's `data`: the user's attributes flat, with a numeric id. */
export function flatUser(user: UserRow) {
  return { id: user.id, type: "users", ...snakeAttributes("users", userAttributes(user)) };
}

export function roleResource(role: RoleRow): ResourceObject {
  return resource("roles", role.id, { name: role.role, organizationId: role.organizationId });
}

export interface UserGraph {
  roles: Map<number, RoleRow[]>;
  organizations: Map<number, OrganizationRow[]>;
}

/** D1 binds at most 100 parameters per statement: id lists go in chunks, all chunks in one batch. */
const IDS_PER_STATEMENT = 90;
function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IDS_PER_STATEMENT) out.push(items.slice(i, i + IDS_PER_STATEMENT));
  return out;
}

/** Roles and organisations (memberships) of the given users: two round trips, whatever the page size. */
export async function loadUserGraph(db: Db, tenantId: string, userIds: number[]): Promise<UserGraph> {
  const graph: UserGraph = { roles: new Map(), organizations: new Map() };
  if (userIds.length === 0) return graph;
  const idChunks = chunks(userIds);
  const results = await db.batch([
    ...idChunks.map((ids) =>
      db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.tenantId, tenantId), inArray(userRoles.userId, ids)))
        .orderBy(asc(userRoles.id)),
    ),
    ...idChunks.map((ids) =>
      db
        .select()
        .from(organizationMemberships)
        .where(and(eq(organizationMemberships.tenantId, tenantId), inArray(organizationMemberships.userId, ids))),
    ),
  ] as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const roles = results.slice(0, idChunks.length).flat() as RoleRow[];
  const memberships = results.slice(idChunks.length).flat() as (typeof organizationMemberships.$inferSelect)[];
  const orgIds = [...new Set(memberships.map((m) => m.organizationId))];
  const orgRows = orgIds.length
    ? ((
        await db.batch(
          chunks(orgIds).map((ids) =>
            db
              .select()
              .from(organizations)
              .where(and(eq(organizations.tenantId, tenantId), inArray(organizations.id, ids))),
          ) as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]],
        )
      ).flat() as OrganizationRow[])
    : [];
  const orgById = new Map(orgRows.map((o) => [o.id, o]));
  for (const role of roles) graph.roles.set(role.userId, [...(graph.roles.get(role.userId) ?? []), role]);
  for (const m of memberships) {
    const org = orgById.get(m.organizationId);
    if (org) graph.organizations.set(m.userId, [...(graph.organizations.get(m.userId) ?? []), org]);
  }
  return graph;
}

export function userResource(user: UserRow, graph: UserGraph): ResourceObject {
  const roles = graph.roles.get(user.id) ?? [];
  const orgs = graph.organizations.get(user.id) ?? [];
  return resource(
    "users",
    user.id,
    userAttributes(user),
    {
      roles: { data: roles.map((r) => identifier("roles", r.id)) },
      organizations: { data: orgs.map((o) => identifier("organizations", o.id)) },
    },
    { self: `/api/v1/users/${user.id}` },
  );
}

/** The included resources a request asked for. */
export function includedFor(users: UserRow[], graph: UserGraph, include: Set<string>): ResourceObject[] | undefined {
  if (include.size === 0) return undefined;
  const out: ResourceObject[] = [];
  for (const user of users) {
    if (include.has("roles")) out.push(...(graph.roles.get(user.id) ?? []).map(roleResource));
    if (include.has("organizations")) out.push(...(graph.organizations.get(user.id) ?? []).map(organizationResource));
  }
  return out;
}

/** The tenant's user matching `condition`, if any. */
async function findUser(c: Context<ApiEnv>, condition: SQL): Promise<UserRow | undefined> {
  const [user] = await c
    .get("db")
    .select()
    .from(users)
    .where(and(eq(users.tenantId, c.get("tenant").id), condition))
    .limit(1);
  return user;
}

export const findUserByEmail = (c: Context<ApiEnv>, email: string) => findUser(c, eq(users.email, email));
export const findUserById = (c: Context<ApiEnv>, id: number) => findUser(c, eq(users.id, id));

/** One user as a document with the includes asked for (roles always loaded: they are the relationship data). */
export async function respondWithUser(c: Context<ApiEnv>, user: UserRow, include: Set<string>, status: 200 | 201 = 200) {
  const graph = await loadUserGraph(c.get("db"), c.get("tenant").id, [user.id]);
  return jsonApi(c, toDocument({ data: userResource(user, graph), included: includedFor([user], graph, include) }), status);
}

/** Column updates for the profile fields that were sent (absent = unchanged); own edits and admins' alike. */
export function profileUpdates(fields: ProfileInput): Partial<UserRow> {
  return {
    ...(fields.first_name !== undefined ? { firstName: fields.first_name } : {}),
    ...(fields.last_name !== undefined ? { lastName: fields.last_name } : {}),
    ...(fields.phone_number !== undefined ? { phoneNumber: fields.phone_number } : {}),
    ...(fields.job_title !== undefined ? { jobTitle: fields.job_title } : {}),
    ...(fields.gender !== undefined ? { gender: fields.gender } : {}),
    ...(fields.digest_days !== undefined ? { digestDays: fields.digest_days } : {}),
    ...(fields.locale !== undefined ? { locale: fields.locale } : {}),
  };
}
