/**
 * The audit log (`audit_log`): who did what to whom, ids only (no IP or e-mail), so an entry may outlive a deleted
 * user. Shared by the users and auth resources; the request id ties an entry to the logs.
 */
import type { Context } from "hono";
import { type AUDIT_ACTIONS, auditLog } from "../db/schema";
import type { ApiEnv } from "./types";

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  /** The user the action was done to; null for one about no user (a data viewer read, ADR 0071). */
  targetUserId: number | null;
  /** Defaults to the signed-in user of the request. */
  actorId?: number | null;
  details?: Record<string, unknown>;
}

/** The insert of one entry: await it, or put it in a `db.batch` with the change it records. */
export function auditInsert(c: Context<ApiEnv>, entry: AuditEntry) {
  return c
    .get("db")
    .insert(auditLog)
    .values({
      tenantId: c.get("tenant").id,
      actorId: entry.actorId === undefined ? (c.get("currentUser")?.user.id ?? null) : entry.actorId,
      action: entry.action,
      targetUserId: entry.targetUserId,
      details: { ...entry.details, requestId: c.get("requestId") },
    });
}
