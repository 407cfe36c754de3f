/**
 * Tenant scoping: handlers build their WHERE clauses through `scope(c)`, which always starts with the
 * tenant, so an unscoped query is the odd one out in review rather than the easy default.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Context } from "hono";
import type { Db } from "../db";
import type { SortField } from "./jsonapi/query";
import type { ApiEnv } from "./types";

interface TenantOwned {
  tenantId: SQLiteColumn;
}

export function scope(c: Context<ApiEnv>) {
  const tenantId = c.get("tenant").id;
  return {
    tenantId,
    db: c.get("db"),
    /** `tenant_id = ? AND …conditions` for the given table. */
    where(table: TenantOwned, ...conditions: Array<SQL | undefined>): SQL {
      return and(eq(table.tenantId, tenantId), ...conditions) as SQL;
    },
    /** The centre this request is about: the Volunteer-Center-Id header, else the tenant's default centre. */
    centerId(): number {
      return c.get("volunteerCenterId") ?? c.get("tenant").defaultVolunteerCenterId;
    },
  };
}

/** ORDER BY from parsed `sort` fields, mapped to columns by their wire name; `id` last for a stable order. */
export function orderBy(sort: SortField[], columns: Record<string, SQLiteColumn>, tiebreaker: SQLiteColumn) {
  return [...sort.map((f) => (f.descending ? desc(columns[f.field]) : asc(columns[f.field]))), asc(tiebreaker)];
}

/**
 * A page of rows plus the total count, in one D1 round trip (a batch): each round trip costs more than the
 * queries themselves. Single-table selects only: drizzle's D1 batch mis-maps joined selects.
 */
export async function listWithCount<Q extends BatchItem<"sqlite">>(
  db: Db,
  rows: Q,
  table: SQLiteTable,
  where: SQL,
): Promise<[Awaited<Q>, number]> {
  const [list, counted] = await db.batch([rows, db.select({ n: count() }).from(table).where(where)]);
  return [list as Awaited<Q>, counted[0]?.n ?? 0];
}
