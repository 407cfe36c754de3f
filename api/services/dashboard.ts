/**
 * The dashboard's reads (ADR 0069): per role the few things waiting now, each section one SELECT (its first
 * DASHBOARD_ITEM_CAP rows with the total as `count(*) over ()`, computed before the LIMIT) on the same scopes as the
 * screens the items link to (contract/policy.ts: an item the reader could not open is never listed). Every query is
 * issued in the same turn and awaited together, so the request's ReadBatch (api/read-batch.ts) sends them to D1 as
 * one round trip (ADR 0051).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { addDays } from "../../contract/analytics";
import {
  DASHBOARD_ITEM_CAP,
  DASHBOARD_SECTIONS,
  type DashboardItem,
  type DashboardSection,
  type DashboardSectionKey,
  EXPIRING_WITHIN_DAYS,
  WAITING_AFTER_DAYS,
} from "../../contract/dashboard";
import { amsterdamToday } from "../../contract/dates";
import { type Action, type Actor, MATRIX, widestScope } from "../../contract/policy";
import type { ApiEnv } from "../types";
import { participantCondition, unreadSql } from "./conversations";
import { visibilityWhere } from "./vacancy-search";

const CAP = DASHBOARD_ITEM_CAP;
const DAY_MS = 86_400_000;

/** A row as each section's SELECT answers it: the item's columns and the section's total. */
interface Row {
  id: number;
  label: string | null;
  detail: string | null;
  centerName: string | null;
  time: string | null;
  status: string | null;
  count: number | null;
  total: number;
}

const ids = (values: number[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Organisations a role row reaches: its own organisation when it names one, else all of the user's memberships. */
const roleOrganizations = (actor: Actor, organizationId: number | null) =>
  organizationId !== null ? [organizationId] : actor.organizationIds;

/**
 * The reach of `action` as a condition on a row's centre and organisation columns (OR over the actor's roles), the
 * same rule `can` applies to one record; null when no role reaches anything. `orgRoles` limits which roles count.
 */
function reachOf(actor: Actor, action: Action, centre: SQL, organization: SQL | null, roles?: readonly string[]): SQL | null {
  const parts: SQL[] = [];
  for (const { role, organizationId } of actor.roles) {
    if (roles && !roles.includes(role)) continue;
    const scope = MATRIX[action][role];
    if (scope === "tenant") return sql`1 = 1`;
    if (scope === "centre") parts.push(sql`${centre} = ${actor.centerId}`);
    if (scope === "org" && organization) {
      const orgs = roleOrganizations(actor, organizationId);
      if (orgs.length) parts.push(sql`${organization} in ${ids(orgs)}`);
    }
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : null;
}

const has = (actor: Actor, ...roles: string[]) => actor.roles.some((r) => roles.includes(r.role));

function item(row: Row, link: string, showCentre: boolean): DashboardItem {
  return {
    id: String(row.id),
    label: row.label ?? "",
    detail: row.detail ?? null,
    centerName: showCentre ? (row.centerName ?? null) : null,
    time: row.time ?? null,
    status: row.status ?? null,
    count: row.count === null || row.count === undefined ? null : Number(row.count),
    link,
  };
}

/** The dashboard of the request's user: the sections their roles call for, read in one D1 round trip. */
export async function dashboardSections(c: Context<ApiEnv>, actor: Actor): Promise<DashboardSection[]> {
  const db = c.get("db");
  const tenant = c.get("tenant");
  const tenantId = tenant.id;
  const me = actor.userId;
  const now = new Date();
  const today = amsterdamToday(now);
  const expiringUntil = addDays(today, EXPIRING_WITHIN_DAYS);
  const waitingBefore = new Date(now.getTime() - WAITING_AFTER_DAYS * DAY_MS).toISOString();
  const recentSince = new Date(now.getTime() - 30 * DAY_MS).toISOString();

  /** Every section's query, started in this turn; resolved together below. */
  const pending: Array<Promise<DashboardSection>> = [];
  const section = (key: DashboardSectionKey, link: string, query: SQL, linkOf: (row: Row) => string, showCentre = false) => {
    pending.push(
      db.all<Row>(query).then((rows) => ({
        key,
        link,
        total: Number(rows[0]?.total ?? 0),
        items: rows.map((row) => item(row, linkOf(row), showCentre)),
      })),
    );
  };

  const volunteer = has(actor, "volunteer", "student");
  const pool = volunteer && tenant.features.volunteerProfiles;

  // A volunteer without a profile in the pool: the prompt to fill it in (no items; total 0 when there is one).
  if (pool) {
    pending.push(
      db
        .all<{ n: number }>(sql`select count(*) as n from volunteer_profiles where tenant_id = ${tenantId} and user_id = ${me}`)
        .then((rows) => ({
          key: "profilePrompt" as const,
          link: "/profile-edit/vrijwilligersprofiel",
          total: Number(rows[0]?.n ?? 0) > 0 ? 0 : 1,
          items: [],
        })),
    );
  }

  if (volunteer) {
    // Their own applications, newest first, and how many there are per status.
    pending.push(
      Promise.all([
        db.all<Row>(sql`select a.id as id, v.title as label, v.organization_name as detail, null as centerName,
            a.created_at as time, a.status as status, null as count, count(*) over () as total
          from applications a join vacancies v on v.id = a.vacancy_id
          where a.tenant_id = ${tenantId} and a.user_id = ${me}
          order by a.created_at desc, a.id desc limit ${CAP}`),
        db.all<{ status: string; n: number }>(sql`select status, count(*) as n from applications
          where tenant_id = ${tenantId} and user_id = ${me} group by status`),
      ]).then(([rows, counts]) => ({
        key: "myApplications" as const,
        link: "/applications",
        total: Number(rows[0]?.total ?? 0),
        items: rows.map((row) => item(row, "/applications", false)),
        counts: Object.fromEntries(counts.map((r) => [r.status, Number(r.n)])),
      })),
    );
  }

  // Threads with messages the reader has not read: the volunteer's own, and an organisation's (as /conversations).
  if (volunteer || has(actor, "organization_superuser")) {
    section(
      "conversations",
      "/conversations",
      sql`select t.*, count(*) over () as total from (select c.id as id, c.subject as label,
            case when c.volunteer_id = ${me} then o.name
              else trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) end as detail,
            null as centerName, c.last_message_at as time, null as status, ${unreadSql(me)} as count
          from conversations c join organizations o on o.id = c.organization_id left join users u on u.id = c.volunteer_id
          where c.tenant_id = ${tenantId} and o.deleted_at is null and ${participantCondition(actor)}) t
        where t.count > 0
        order by t.time desc, t.id desc limit ${CAP}`,
      (row) => `/conversations/${row.id}`,
    );
  }

  // Replies of organisations to the volunteer's pool profile that they have not read in its thread.
  if (pool) {
    section(
      "profileReplies",
      "/profile-replies",
      sql`select r.id as id, r.subject as label, o.name as detail, null as centerName, r.created_at as time,
          null as status, null as count, count(*) over () as total
        from volunteer_profile_replies r join organizations o on o.id = r.organization_id
          join conversations c on c.id = r.conversation_id
        where r.tenant_id = ${tenantId} and r.volunteer_id = ${me} and ${unreadSql(me)} > 0
        order by r.created_at desc, r.id desc limit ${CAP}`,
      () => "/profile-replies",
    );
  }

  // Unread notifications: every role has its own (account.manage_own). Opening one marks it read.
  pending.push(
    db
      .all<{ id: number; kind: string; params: string; link: string; time: string; total: number }>(
        sql`select id, kind, params, link, created_at as time, count(*) over () as total from notifications
          where tenant_id = ${tenantId} and user_id = ${me} and read_at is null order by id desc limit ${CAP}`,
      )
      .then((rows) => ({
        key: "notifications" as const,
        link: "/notificaties",
        total: Number(rows[0]?.total ?? 0),
        items: rows.map((r) => ({
          id: String(r.id),
          label: "",
          detail: null,
          centerName: null,
          time: r.time,
          status: null,
          count: null,
          link: `/notificaties/${r.id}`,
          kind: r.kind,
          params: parseParams(r.params),
        })),
      })),
  );

  if (volunteer) {
    // Published vacancies they could apply to (their centre's, or shared), not applied to yet; matching their pool
    // profile's interests (their organisation's activity types) when the profile names any, else the newest.
    const visible = visibilityWhere(tenantId, {
      kind: "public",
      centerId: actor.centerId,
      sharing: tenant.features.centerSharing,
    });
    section(
      "suggestedVacancies",
      "/vacancies/search",
      sql`select v.id as id, v.title as label, v.organization_name as detail, null as centerName,
          v.published_at as time, null as status, null as count, count(*) over () as total
        from vacancies v
        where ${visible}
          and not exists (select 1 from applications a where a.vacancy_id = v.id and a.user_id = ${me})
          and (not exists (select 1 from volunteer_profiles p
                where p.tenant_id = ${tenantId} and p.user_id = ${me} and json_array_length(p.interests) > 0)
            or exists (select 1 from volunteer_profiles p, json_each(p.interests) i, organization_profiles op,
                json_each(op.activity_type_ids) t
                where p.tenant_id = ${tenantId} and p.user_id = ${me} and op.organization_id = v.organization_id
                  and t.value = i.value))
        order by v.published_at desc, v.id desc limit ${CAP}`,
      (row) => `/vacancies/${row.id}`,
    );
  }

  // New (pending) applications matching `condition`, newest first, named by the applicant (a mentor's students, an
  // organisation's applicants: both may see the name).
  const pendingApplications = (condition: SQL) =>
    sql`select a.id as id, trim(a.first_name || ' ' || a.last_name) as label, v.title as detail, null as centerName,
        a.created_at as time, a.status as status, null as count, count(*) over () as total
      from applications a join vacancies v on v.id = a.vacancy_id
      where a.tenant_id = ${tenantId} and a.status = 'pending' and ${condition}
      order by a.created_at desc, a.id desc limit ${CAP}`;

  // A mentor: new applications of their school's students (as /applications shows a mentor).
  if (has(actor, "mentor")) {
    const schools = [
      ...new Set(actor.roles.filter((r) => r.role === "mentor").flatMap((r) => roleOrganizations(actor, r.organizationId))),
    ];
    if (schools.length) {
      section(
        "studentApplications",
        "/applications",
        pendingApplications(sql`a.user_id in (select m.user_id from organization_memberships m
            join user_roles ur on ur.user_id = m.user_id and ur.role = 'student'
            where m.tenant_id = ${tenantId} and m.organization_id in ${ids(schools)})`),
        (row) => `/applications/${row.id}`,
      );
    }
  }

  // An organisation superuser: new applications to their organisations' vacancies (the applicant's name: theirs).
  const ownOrgs = reachOf(actor, "organization.manage", sql`a.volunteer_center_id`, sql`a.organization_id`, [
    "organization_superuser",
  ]);
  if (ownOrgs) {
    section("newApplications", "/applications?status=pending", pendingApplications(ownOrgs), (row) => `/applications/${row.id}`);
  }

  // Centre staff (their centre) and admins (every centre, each item naming its centre).
  const approve = widestScope(actor, "organizations.approve");
  if (approve === "centre" || approve === "tenant") {
    const everyCentre = approve === "tenant";
    const inCentre = (column: SQL) => (everyCentre ? sql`1 = 1` : sql`${column} = ${actor.centerId}`);
    section(
      "organizationsToApprove",
      "/organizations/approve",
      sql`select o.id as id, o.name as label, null as detail, vc.name as centerName, o.created_at as time,
          o.status as status, null as count, count(*) over () as total
        from organizations o join volunteer_centers vc on vc.id = o.volunteer_center_id
        where o.tenant_id = ${tenantId} and o.status = 'pending' and o.deleted_at is null
          and ${inCentre(sql`o.volunteer_center_id`)}
        order by o.created_at asc, o.id asc limit ${CAP}`,
      () => "/organizations/approve",
      everyCentre,
    );
    if (tenant.features.peerToPeer) {
      // What the centre moderates: the request's title and neighbourhood only (PRODUCT.md peer-to-peer privacy).
      section(
        "helpRequests",
        "/applications/hulpvragen",
        sql`select h.id as id, h.title as label, h.neighbourhood as detail, vc.name as centerName,
            h.created_at as time, h.status as status, null as count, count(*) over () as total
          from help_requests h join volunteer_centers vc on vc.id = h.volunteer_center_id
          where h.tenant_id = ${tenantId} and h.status = 'pending' and ${inCentre(sql`h.volunteer_center_id`)}
          order by h.created_at asc, h.id asc limit ${CAP}`,
        (row) => `/applications/hulpvragen/${row.id}`,
        everyCentre,
      );
    }
    // Applications waiting (`pending`) for over a week, per vacancy: its title and how many (no applicant names).
    section(
      "waitingApplications",
      "/applications?status=pending",
      sql`select v.id as id, v.title as label, v.organization_name as detail, vc.name as centerName,
          min(a.created_at) as time, null as status, count(*) as count, sum(count(*)) over () as total
        from applications a join vacancies v on v.id = a.vacancy_id
          join volunteer_centers vc on vc.id = a.volunteer_center_id
        where a.tenant_id = ${tenantId} and a.status = 'pending' and a.created_at < ${waitingBefore}
          and ${inCentre(sql`a.volunteer_center_id`)}
        group by v.id order by min(a.created_at) asc, v.id asc limit ${CAP}`,
      (row) => `/applications?status=pending&vacancy=${row.id}`,
      everyCentre,
    );
  }

  // Vacancies whose last day online is within two weeks: of the organisations (or centre, or tenant) managed.
  const manage = widestScope(actor, "organization.manage");
  const vacancyReach = has(actor, "organization_superuser", "center_superuser", "admin")
    ? reachOf(actor, "organization.manage", sql`v.volunteer_center_id`, sql`v.organization_id`)
    : null;
  if (vacancyReach) {
    section(
      "expiringVacancies",
      "/vacancies?sort=expires",
      sql`select v.id as id, v.title as label, v.organization_name as detail, vc.name as centerName,
          v.expires_at as time, v.status as status, null as count, count(*) over () as total
        from vacancies v join volunteer_centers vc on vc.id = v.volunteer_center_id
        where v.tenant_id = ${tenantId} and v.status = 'published' and v.deleted_at is null
          and v.expires_at >= ${today} and v.expires_at <= ${expiringUntil} and ${vacancyReach}
        order by v.expires_at asc, v.id asc limit ${CAP}`,
      (row) => `/vacancies/${row.id}/edit`,
      manage === "tenant",
    );
  }

  // Page and content managers: their centre's pages in draft, or changed in the last 30 days.
  if (has(actor, "page_manager", "content_manager")) {
    const pages = widestScope(actor, "pages.manage");
    const inCentre = pages === "tenant" ? sql`1 = 1` : sql`p.volunteer_center_id = ${actor.centerId}`;
    section(
      "pages",
      "/content",
      sql`select p.id as id, p.title as label, null as detail, vc.name as centerName, p.updated_at as time,
          case when p.published_at is null then 'draft' else 'published' end as status, null as count,
          count(*) over () as total
        from pages p join volunteer_centers vc on vc.id = p.volunteer_center_id
        where p.tenant_id = ${tenantId} and ${inCentre} and (p.published_at is null or p.updated_at >= ${recentSince})
        order by (p.published_at is null) desc, p.updated_at desc, p.id desc limit ${CAP}`,
      (row) => `/content/pages/${row.id}`,
      pages === "tenant",
    );
  }

  const sections = await Promise.all(pending);
  const order = (key: DashboardSectionKey) => DASHBOARD_SECTIONS.indexOf(key);
  return sections.sort((a, b) => order(a.key) - order(b.key));
}

function parseParams(raw: string | null): Record<string, string> {
  try {
    const value = JSON.parse(raw ?? "{}");
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
