/**
 * Which centres an analytics answer counts (PRODUCT.md matrix row "analytics": a centre superuser their own centre,
 * an admin every centre of the tenant). One decision for `/analytics/*` and the municipality report, taken before
 * the query is read further (guards before bodies):
 * - signed out → 401; without `analytics.view` → 403;
 * - `center` left out → a centre superuser's own centre, an admin's every centre (`all`);
 * - `center=all` → every centre for an admin, 403 for a centre superuser;
 * - `center=<id>` → that centre if the actor may see it; an unknown id or another tenant's → 404; a centre of this
 *   tenant outside the actor's scope → 403.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { can, widestScope } from "../../contract/policy";
import { volunteerCenters } from "../../db/schema";
import { forbidden, notFound } from "../jsonapi/errors";
import { actorOf, requireUser } from "../middleware/auth";
import { scope } from "../scope";
import type { ApiEnv } from "../types";

export interface AnalyticsCenters {
  /** The centres counted: one, or all of the tenant's (`all`: no centre condition beyond the tenant). */
  centerIds: number[] | "all";
  /** The actor may choose among every centre (an admin): the screens offer the centre filter. */
  anyCenter: boolean;
}

/** The centres the actor asks for with `center` (see the module note); throws 401/403/404. */
export async function analyticsCenters(c: Context<ApiEnv>, center: string | undefined): Promise<AnalyticsCenters> {
  requireUser(c);
  const actor = actorOf(c);
  const widest = widestScope(actor, "analytics.view");
  if (!actor || widest === null) throw forbidden();
  const anyCenter = widest === "tenant";
  if (!center) return { centerIds: anyCenter ? "all" : [actor.centerId], anyCenter };
  if (center === "all") {
    if (!anyCenter) throw forbidden();
    return { centerIds: "all", anyCenter };
  }
  const id = Number(center);
  const s = scope(c);
  const [row] = await s.db
    .select({ id: volunteerCenters.id })
    .from(volunteerCenters)
    .where(and(s.where(volunteerCenters, eq(volunteerCenters.id, id))))
    .limit(1);
  if (!row) throw notFound();
  if (!can(actor, "analytics.view", { centerId: row.id })) throw forbidden();
  return { centerIds: [row.id], anyCenter };
}

/**
 * The rows an analytics query counts, for a table aliased `alias`: `alias.volunteer_center_id IN (…)` for chosen
 * centres, `alias.tenant_id = ?` for every centre. The centre ids come from `analyticsCenters`, which read them under
 * the request's tenant, so the tenant is implied — and left out, because with it SQLite reads every row to check it,
 * while without it the (centre, time) indexes answer a count alone (ADR 0070: at the bulk seed's scale 250 → 50 ms).
 */
export function inAnalyticsScope(alias: string, tenantId: string, centerIds: number[] | "all"): SQL {
  if (!/^[a-z]\w*$/.test(alias)) throw new Error(`inAnalyticsScope: not an alias: ${alias}`);
  if (centerIds === "all") return sql`${sql.raw(alias)}.tenant_id = ${tenantId}`;
  if (centerIds.length === 0) return sql`0`;
  return sql`${sql.raw(alias)}.volunteer_center_id IN (${sql.join(
    centerIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}
