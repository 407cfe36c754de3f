/**
 * /api/v1/workshops (docs/decisions/0072-workshops.md): the route (workshops.routes.ts) has already checked who may
 * and what was sent; a handler does the work and answers. The sign-up's place rule is the applications'
 * (api/services/workshop-signups.ts, api/services/place-queue.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import { toOffsetIso } from "../../../contract/activities";
import { localToUtc, utcToLocal } from "../../../contract/activity-time";
import { errorMessage } from "../../../contract/messages";
import { type Actor, can, widestScope } from "../../../contract/policy";
import type {
  WorkshopAttributes,
  WorkshopSignupAttributes,
  workshopCreateInput,
  workshopUpdateInput,
} from "../../../contract/workshops";
import { JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, resource, toDocument } from "../../jsonapi/serialize";
import { actorOf, requireUser } from "../../middleware/auth";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import {
  confirmedCountSql,
  promoteIntoFreePlaces,
  signUpForWorkshop,
  signupPositionSql,
  withdrawFromWorkshop,
} from "../../services/workshop-signups";
import type { ApiEnv, Validated } from "../../types";
import { type PathWorkshop, pathWorkshopOf } from "./workshops.guards";
import type { LIST_WORKSHOPS_QUERY } from "./workshops.schemas";

type Create = ValidBody<z.output<typeof workshopCreateInput>>;
type Update = ValidBody<z.output<typeof workshopUpdateInput>>;
type ListQuery = ParsedQuery<(typeof LIST_WORKSHOPS_QUERY)["filters"]>;

/** The columns of a workshop as the resource reads them (`w` the workshop, the actor's own sign-up `m`). */
const columns = () => sql`w.id, w.volunteer_center_id, w.title, w.title_en, w.description, w.description_en,
  w.starts_at, w.ends_at, w.place, w.capacity, w.cancelled_at,
  (select name from volunteer_centers vc where vc.id = w.volunteer_center_id) as center_name,
  ${confirmedCountSql(sql`w.id`)} as confirmed_count,
  (select count(*) from workshop_signups q where q.workshop_id = w.id and q.status = 'waitlisted') as waitlist_count,
  m.status as my_status, ${signupPositionSql(sql`w.id`, "m")} as my_position`;
const mine = (userId: number) =>
  sql`left join workshop_signups m on m.workshop_id = w.id and m.user_id = ${userId} and m.status <> 'withdrawn'`;

interface Row {
  id: number;
  volunteer_center_id: number;
  title: string;
  title_en: string | null;
  description: string | null;
  description_en: string | null;
  starts_at: string;
  ends_at: string;
  place: string;
  capacity: number;
  cancelled_at: string | null;
  center_name: string;
  confirmed_count: number;
  waitlist_count: number;
  my_status: "confirmed" | "waitlisted" | null;
  my_position: number | null;
}

const manages = (actor: Actor | null, centerId: number) => can(actor, "workshops.manage", { centerId });

function attributesOf(row: Row, actor: Actor | null, now: string): WorkshopAttributes {
  const start = utcToLocal(row.starts_at);
  const end = utcToLocal(row.ends_at);
  const confirmed = Number(row.confirmed_count);
  return {
    title: row.title,
    titleEn: row.title_en,
    description: row.description,
    descriptionEn: row.description_en,
    startsAt: toOffsetIso(row.starts_at),
    endsAt: toOffsetIso(row.ends_at),
    date: start.date,
    startTime: start.time,
    endTime: end.time,
    place: row.place,
    capacity: Number(row.capacity),
    confirmedCount: confirmed,
    waitlistCount: Number(row.waitlist_count),
    placesLeft: Math.max(0, Number(row.capacity) - confirmed),
    volunteerCenterId: Number(row.volunteer_center_id),
    centerName: row.center_name,
    cancelled: row.cancelled_at !== null,
    past: row.starts_at <= now,
    mySignup: row.my_status
      ? { status: row.my_status, position: row.my_position === null ? null : Number(row.my_position) }
      : null,
    manageable: manages(actor, Number(row.volunteer_center_id)),
  };
}

const workshopResource = (row: Row, actor: Actor | null, now: string, extra: Partial<WorkshopAttributes> = {}) =>
  resource("workshops", row.id, { ...attributesOf(row, actor, now), ...extra });

async function readWorkshop(c: Context<ApiEnv>, id: number): Promise<Row> {
  const { user } = requireUser(c);
  const [row] = await c.get("db").all<Row>(sql`select ${columns()} from workshops w ${mine(user.id)}
    where w.id = ${id} and w.tenant_id = ${c.get("tenant").id}`);
  return row;
}

/**
 * GET /workshops: the upcoming workshops of the actor's centre, not cancelled, soonest first, with the actor's own
 * sign-up. `filter[manageable]=true`: the workshops a manager reaches (their centre's; an admin's, every centre's),
 * cancelled ones too; `filter[period]=past` the ones begun, latest first.
 */
export async function listWorkshops(c: Validated<{ query: ListQuery }>) {
  const { user } = requireUser(c);
  const actor = actorOf(c);
  const { filter, page, fields } = c.req.valid("query");
  const now = new Date().toISOString();
  const tenantId = c.get("tenant").id;
  const past = filter.period === "past";
  const reach = widestScope(actor, "workshops.manage");
  const conditions: SQL[] = [sql`w.tenant_id = ${tenantId}`, past ? sql`w.starts_at <= ${now}` : sql`w.starts_at > ${now}`];
  if (filter.manageable) {
    if (reach === null) conditions.push(sql`0`);
    else if (reach !== "tenant") conditions.push(sql`w.volunteer_center_id = ${actor?.centerId ?? -1}`);
  } else {
    conditions.push(sql`w.volunteer_center_id = ${actor?.centerId ?? -1}`, sql`w.cancelled_at is null`);
  }
  const where = sql.join(conditions, sql` and `);
  const order = past ? sql`w.starts_at desc, w.id desc` : sql`w.starts_at, w.id`;
  const [rows, counted] = await Promise.all([
    c.get("db").all<Row>(sql`select ${columns()} from workshops w ${mine(user.id)} where ${where}
      order by ${order} limit ${page.size} offset ${(page.number - 1) * page.size}`),
    c.get("db").all<{ n: number }>(sql`select count(*) as n from workshops w where ${where}`),
  ]);
  const { links, meta } = paginate(new URL(c.req.url), page, Number(counted[0]?.n ?? 0));
  return jsonApi(c, toDocument({ data: rows.map((r) => workshopResource(r, actor, now)), links, meta }, fields));
}

/** The sign-ups of a workshop as its managers see them: confirmed first, then the queue in order, then withdrawn. */
async function signupsOf(c: Context<ApiEnv>, workshopId: number): Promise<WorkshopSignupAttributes[]> {
  const rows = await c.get("db").all<{
    id: number;
    name: string;
    email: string;
    status: WorkshopSignupAttributes["status"];
    position: number | null;
    created_at: string;
  }>(sql`select s.id, trim(u.first_name || ' ' || u.last_name) as name, u.email, s.status, s.created_at,
      ${signupPositionSql(workshopId, "s")} as position
    from workshop_signups s join users u on u.id = s.user_id
    where s.workshop_id = ${workshopId} and s.tenant_id = ${c.get("tenant").id}
    order by case s.status when 'confirmed' then 0 when 'waitlisted' then 1 else 2 end, s.queued_at, s.id
    limit 1000`);
  return rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    email: r.email,
    status: r.status,
    position: r.position === null ? null : Number(r.position),
    createdAt: r.created_at,
  }));
}

async function answerWorkshop(c: Context<ApiEnv>, id: number, status: 200 | 201 = 200) {
  const actor = actorOf(c);
  const row = await readWorkshop(c, id);
  const now = new Date().toISOString();
  const extra = manages(actor, Number(row.volunteer_center_id)) ? { signups: await signupsOf(c, id) } : {};
  return jsonApi(c, toDocument({ data: workshopResource(row, actor, now, extra) }), status);
}

/** GET /workshops/{id}: the workshop; its sign-ups for its managers. */
export const showWorkshop = (c: Context<ApiEnv>) => answerWorkshop(c, pathWorkshopOf(c).id);

const timesOf = (data: { date: string; start_time: string; end_time: string }) => ({
  startsAt: localToUtc(data.date, data.start_time),
  endsAt: localToUtc(data.date, data.end_time),
});

const unprocessable = (pointer: string, code: string, message: string, detail: string) =>
  new JsonApiError(422, [{ code, detail, source: { pointer }, meta: { message: errorMessage(message) } }]);

/** A workshop starts in the future: one in the past takes no sign-ups. */
function upcomingOrThrow(startsAt: string, pointer: string) {
  if (startsAt <= new Date().toISOString()) {
    throw unprocessable(`${pointer}/date`, "in_the_past", "workshops:errors.inThePast", "A workshop must start in the future.");
  }
}

/**
 * POST /workshops: an admin's workshop is the centre they name (one of the tenant's: else 422), default their own;
 * a centre superuser's is always their own centre (naming another is 403).
 */
export async function createWorkshop(c: Validated<{ json: Create }>) {
  const { user } = requireUser(c);
  const actor = actorOf(c);
  const { data, pointer } = c.req.valid("json");
  const tenantId = c.get("tenant").id;
  const centerId = data.volunteer_center_id ?? actor?.centerId ?? -1;
  const [centre] = await c
    .get("db")
    .all<{ id: number }>(sql`select id from volunteer_centers where id = ${centerId} and tenant_id = ${tenantId}`);
  if (!centre) {
    throw unprocessable(
      `${pointer}/volunteer_center_id`,
      "unknown_center",
      "workshops:errors.unknownCenter",
      "No such volunteer centre.",
    );
  }
  if (!manages(actor, centerId)) throw new JsonApiError(403, [{ code: "forbidden", detail: "Not your centre." }]);
  const { startsAt, endsAt } = timesOf(data);
  upcomingOrThrow(startsAt, pointer);
  const [row] = await c.get("db").all<{ id: number }>(sql`insert into workshops (tenant_id, volunteer_center_id, title, title_en,
      description, description_en, starts_at, ends_at, place, capacity, created_by_id)
    values (${tenantId}, ${centerId}, ${data.title}, ${data.title_en ?? null}, ${data.description ?? null},
      ${data.description_en ?? null}, ${startsAt}, ${endsAt}, ${data.place}, ${data.capacity}, ${user.id})
    returning id`);
  return answerWorkshop(c, Number(row.id), 201);
}

/** PATCH /workshops/{id}: the whole workshop again; more places move the queue up into them. */
export async function updateWorkshop(c: Validated<{ json: Update }>) {
  const workshop: PathWorkshop = pathWorkshopOf(c);
  const { data, pointer } = c.req.valid("json");
  const { startsAt, endsAt } = timesOf(data);
  // A workshop that has begun keeps its time; moving one into the past is refused.
  if (startsAt !== workshop.startsAt) upcomingOrThrow(startsAt, pointer);
  const now = new Date();
  await c.get("db").run(sql`update workshops set title = ${data.title}, title_en = ${data.title_en ?? null},
      description = ${data.description ?? null}, description_en = ${data.description_en ?? null}, starts_at = ${startsAt},
      ends_at = ${endsAt}, place = ${data.place}, capacity = ${data.capacity}, updated_at = ${now.toISOString()}
    where id = ${workshop.id} and tenant_id = ${c.get("tenant").id}`);
  await promoteIntoFreePlaces(c.get("db"), c.get("tenant").id, workshop.id, now);
  return answerWorkshop(c, workshop.id);
}

/** DELETE /workshops/{id}: cancelled — gone from the volunteers' list; its sign-ups are kept as they were. */
export async function cancelWorkshop(c: Context<ApiEnv>) {
  const workshop = pathWorkshopOf(c);
  const at = new Date().toISOString();
  await c.get("db").run(sql`update workshops set cancelled_at = coalesce(cancelled_at, ${at}), updated_at = ${at}
    where id = ${workshop.id} and tenant_id = ${c.get("tenant").id}`);
  return c.body(null, 204);
}

const closed = () =>
  unprocessable("/data", "workshop_closed", "workshops:errors.closed", "This workshop has begun or was cancelled.");

/**
 * POST /workshops/{id}/signup: the signed-in volunteer's sign-up — a place, or the end of the queue. Signing up
 * again while signed up answers the same sign-up (200, nothing written); a workshop begun or cancelled is a 422.
 */
export async function signUp(c: Context<ApiEnv>) {
  const { user } = requireUser(c);
  const workshop = pathWorkshopOf(c);
  const outcome = await signUpForWorkshop(c.get("db"), c.get("tenant").id, workshop.id, user.id);
  if (outcome.kind === "closed") throw closed();
  return answerWorkshop(c, workshop.id, outcome.kind === "signed_up" ? 201 : 200);
}

/** DELETE /workshops/{id}/signup: withdrawn (none to withdraw answers the same); the queue moves up. */
export async function withdraw(c: Context<ApiEnv>) {
  const { user } = requireUser(c);
  const workshop = pathWorkshopOf(c);
  const outcome = await withdrawFromWorkshop(c.get("db"), c.get("tenant").id, workshop.id, user.id);
  if (outcome.kind === "closed") throw closed();
  return answerWorkshop(c, workshop.id);
}
