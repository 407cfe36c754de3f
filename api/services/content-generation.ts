/**
 * The public content generation of a tenant (docs/decisions/0049-edge-cache-content-generation.md). The edge cache
 * (workers/edge-cache.ts) puts it in the key of every anonymous page of the tenant, read from D1 before each lookup;
 * every successful write of public content bumps it, so the next anonymous visit after such a write misses the
 * pages stored before it and renders the new content — in every isolate and data centre, because the number lives
 * in D1 (the primary: strongly consistent), not in an isolate's memory or in eventually consistent KV.
 *
 * Per tenant, not per centre: a tenant's hosts may show any of its centres (the centre cookie), stock images are
 * shared by all of a tenant's centres, and a write's centre is not always the request's (a centre id in the path).
 * A bump re-renders each cached page of the tenant once per data centre on its next visit: a few renders per edit.
 */
import { type SQL, sql } from "drizzle-orm";
import { isDevelopment } from "../../config/environment";
import type { Db } from "../../db";
import { contentGenerations } from "../../db/schema";

/**
 * The API resources whose writes change what anonymous visitors see of a centre: pages and news (revisions
 * restored included), content blocks (also under `/pages/:id/content_blocks`), menus, centre settings (design,
 * footer), uploaded files and stock images.
 */
export const CONTENT_RESOURCES = [
  "pages",
  "content_blocks",
  "menu_items",
  "volunteer_centers",
  "uploads",
  "stock_images",
] as const;

const CONTENT_PATH = new RegExp(`^/api/v1/(?:${CONTENT_RESOURCES.join("|")})(?:/|$)`);
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether an API answer starts a new content generation: a successful (2xx) write to a content resource. In
 * development every successful API write does (ADR 0006's local rule, kept: a local flow sees any write of its own
 * on the next anonymous load, also a vacancy or an organisation).
 */
export function bumpsContentGeneration(env: Pick<Env, "ENVIRONMENT">, method: string, pathname: string, status: number): boolean {
  if (READS.has(method.toUpperCase()) || status < 200 || status >= 300) return false;
  return CONTENT_PATH.test(pathname) || (isDevelopment(env) && pathname.startsWith("/api/v1/"));
}

/** The tenant's generation (0 without a row): one lookup by the primary key. */
export async function readContentGeneration(d1: D1Database, tenantId: string): Promise<number> {
  const generation = await d1
    .prepare("select generation from content_generations where tenant_id = ?")
    .bind(tenantId)
    .first<number>("generation");
  return generation ?? 0;
}

const UPSERT =
  "on conflict (tenant_id) do update set generation = generation + 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/** A new generation for each tenant named, one statement each (an upsert: parallel bumps each count). */
export async function bumpContentGeneration(d1: D1Database, tenantIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(tenantIds)];
  if (ids.length === 0) return;
  const statement = d1.prepare(`insert into content_generations (tenant_id, generation) values (?, 1) ${UPSERT}`);
  await d1.batch(ids.map((id) => statement.bind(id)));
}

/**
 * The bump as a statement of a write's own batch (one transaction with the write): a new generation for each tenant
 * `tenantIds` selects (a subquery answering one column `tenant_id`, distinct).
 */
export function bumpContentGenerationOf(db: Db, tenantIds: SQL) {
  const now = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  return db
    .insert(contentGenerations)
    .select(sql`select tenant_id, 1, ${now} from (${tenantIds}) where true`)
    .onConflictDoUpdate({
      target: contentGenerations.tenantId,
      set: { generation: sql`${contentGenerations.generation} + 1`, updatedAt: now },
    });
}
