/**
 * The iCalendar feeds (docs/decisions/0023): one activity's `.ics`, the site centre's (or one
 * organisation's) feed, and a user's personal feed behind its secret. Each answer is `text/calendar`; public ones
 * may be cached for 15 minutes, a personal one never.
 */
import { eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { ICAL_FEED_MAX_AGE_SECONDS } from "../../../contract/ical";
import { organizations, users, volunteerCenters } from "../../../db/schema";
import { badParameter, notFound } from "../../jsonapi/errors";
import { actorOf, maySignIn } from "../../middleware/auth";
import { idParam, parseId } from "../../middleware/params";
import { scope } from "../../scope";
import { feedForToken } from "../../services/calendar-feeds";
import { ICAL_CONTENT_TYPE, writeCalendar } from "../../services/ical";
import {
  feedEvent,
  feedSite,
  personalFeedName,
  personalFeedRows,
  siteFeedRows,
  vacancyFeedRows,
} from "../../services/ical-feeds";
import { loadVacancy, mayReadVacancy } from "../../services/vacancies";
import type { ApiEnv } from "../../types";

type FeedRows = Awaited<ReturnType<typeof siteFeedRows>>;

const PUBLIC_CACHE = `public, max-age=${ICAL_FEED_MAX_AGE_SECONDS}`;
const PRIVATE_CACHE = "private, no-store";

function calendar(
  c: Context<ApiEnv>,
  rows: FeedRows,
  centerId: number,
  name: string,
  headers: { cache: string; filename: string; attachment?: boolean },
) {
  const site = feedSite(c, centerId);
  const body = writeCalendar({
    name,
    events: rows.map((row) => feedEvent(row, site)),
    generatedAt: new Date(),
    refreshMinutes: ICAL_FEED_MAX_AGE_SECONDS / 60,
  });
  return c.body(body, 200, {
    "Content-Type": ICAL_CONTENT_TYPE,
    "Cache-Control": headers.cache,
    "Content-Disposition": `${headers.attachment ? "attachment" : "inline"}; filename="${headers.filename}"`,
    "X-Robots-Tag": "noindex",
  });
}

async function centerName(c: Context<ApiEnv>, centerId: number): Promise<string> {
  const s = scope(c);
  const [row] = await s.db
    .select({ name: volunteerCenters.name })
    .from(volunteerCenters)
    .where(s.where(volunteerCenters, eq(volunteerCenters.id, centerId)))
    .limit(1);
  return row?.name ?? "";
}

/** GET /vacancies/{id}/ical: 404 unless the caller may read the vacancy and it is an activity. */
export async function vacancyCalendar(c: Context<ApiEnv>) {
  const loaded = await loadVacancy(c, idParam(c));
  if (loaded?.row.vacancyType !== "activity" || !mayReadVacancy(c, actorOf(c), loaded)) throw notFound();
  const rows = await vacancyFeedRows(c, loaded.row.id);
  const siteCenterId = scope(c).centerId();
  const isPublic = mayReadVacancy(c, null, loaded);
  return calendar(c, rows, siteCenterId, await centerName(c, siteCenterId), {
    cache: isPublic ? PUBLIC_CACHE : PRIVATE_CACHE,
    filename: `activiteit-${loaded.row.id}.ics`,
    attachment: true,
  });
}

/** `organization_id`, the only parameter the site feed takes; anything else is a 400 naming it. */
function organizationParameter(c: Context<ApiEnv>): number | null {
  const params = new URL(c.req.url).searchParams;
  for (const name of params.keys()) {
    if (name !== "organization_id")
      throw badParameter(name, `Unknown query parameter '${name.slice(0, 64)}'.`, "unknown_parameter");
  }
  const raw = params.getAll("organization_id");
  if (raw.length === 0) return null;
  const id = raw.length === 1 ? parseId(raw[0]) : null;
  if (id === null) throw badParameter("organization_id", "organization_id must be one positive whole number.");
  return id;
}

/** GET /ical/activities.ics[?organization_id=]: the site centre's activities (an unknown organisation: 404). */
export async function siteCalendar(c: Context<ApiEnv>) {
  const organizationId = organizationParameter(c);
  const s = scope(c);
  const centerId = s.centerId();
  let name = await centerName(c, centerId);
  if (organizationId !== null) {
    const [organization] = await s.db
      .select({ name: organizations.name })
      .from(organizations)
      .where(
        s.where(
          organizations,
          eq(organizations.id, organizationId),
          eq(organizations.status, "approved"),
          isNull(organizations.deletedAt),
        ),
      )
      .limit(1);
    if (!organization) throw notFound();
    name = `${organization.name} – ${name}`;
  }
  const rows = await siteFeedRows(c, centerId, organizationId);
  return calendar(c, rows, centerId, name, { cache: PUBLIC_CACHE, filename: "activiteiten.ics" });
}

/** GET /ical/personal/{token}.ics: unknown, revoked or another tenant's secret (or its owner gone) → 404. */
export async function personalCalendar(c: Context<ApiEnv>) {
  const file = c.req.param("file") ?? "";
  const feed = file.endsWith(".ics") ? await feedForToken(c, file.slice(0, -4)) : null;
  if (!feed) throw notFound();
  const s = scope(c);
  const [owner] = await s.db
    .select({ status: users.status, locale: users.locale, centerId: users.volunteerCenterId })
    .from(users)
    .where(s.where(users, eq(users.id, feed.userId)))
    .limit(1);
  if (!owner || !maySignIn(c, owner.status)) throw notFound();
  const rows = await personalFeedRows(c, feed.userId);
  const name = personalFeedName(owner.locale ?? "nl", await centerName(c, owner.centerId));
  return calendar(c, rows, owner.centerId, name, { cache: PRIVATE_CACHE, filename: "mijn-activiteiten.ics" });
}
