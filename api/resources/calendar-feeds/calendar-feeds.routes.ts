/**
 * /api/v1/calendar_feeds/current (calendar feeds, ADR 0023): the signed-in user's personal calendar feed. GET says whether one
 * exists; POST makes it or gives it a new secret and answers the URL (the only time it is ever shown); DELETE
 * revokes it. 404 where the tenant has no activities (meedoen). docs/decisions/0023.
 */
import { Hono } from "hono";
import { CALENDAR_FEED_TYPE, type CalendarFeedAttributes, webcalUrl } from "../../../contract/ical";
import { resource, toDocument } from "../../jsonapi/serialize";
import { requireOwnAccount, requireUser } from "../../middleware/auth";
import { activitiesOn } from "../../middleware/features";
import { guard, signedIn } from "../../middleware/guard";
import { jsonApi } from "../../respond";
import { loadOwnFeed, personalFeedUrl, revokeFeed, rotateFeed } from "../../services/calendar-feeds";
import type { ApiEnv } from "../../types";

const ownAccount = guard((c) => {
  requireOwnAccount(c);
});

const feedResource = (attributes: CalendarFeedAttributes) =>
  resource(CALENDAR_FEED_TYPE, "current", attributes, undefined, { self: "/api/v1/calendar_feeds/current" });

export const calendarFeedRoutes = new Hono<ApiEnv>()
  .use("*", activitiesOn)
  .get("/current", signedIn, async (c) => {
    const feed = await loadOwnFeed(c, requireUser(c).user.id);
    c.header("Cache-Control", "private, no-store");
    const attributes = { active: Boolean(feed), createdAt: feed?.createdAt ?? null, url: null, webcalUrl: null };
    return jsonApi(c, toDocument({ data: feedResource(attributes) }));
  })
  .post("/current", ownAccount, async (c) => {
    const { user } = requireUser(c);
    const { token, row } = await rotateFeed(c, user.id);
    const url = personalFeedUrl(c, token, user.volunteerCenterId);
    c.header("Cache-Control", "private, no-store");
    return jsonApi(
      c,
      toDocument({ data: feedResource({ active: true, createdAt: row.createdAt, url, webcalUrl: webcalUrl(url) }) }),
      201,
    );
  })
  .delete("/current", ownAccount, async (c) => {
    await revokeFeed(c, requireUser(c).user.id);
    return c.body(null, 204);
  });
