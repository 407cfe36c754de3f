/** A tenant's feature switches (SPEC §1) as route guards: where a feature is off, its resources do not exist (404). */
import { notFound } from "../jsonapi/errors";
import { guard } from "./guard";

/** No activities in the meedoen context: activity dates, the iCalendar feeds and calendar_feeds answer 404 there. */
export const activitiesOn = guard((c) => {
  if (!c.get("tenant").features.activities) throw notFound();
});

/** No volunteer profiles in the meedoen context (SPEC §1): the own profile, the pool and its replies answer 404 there. */
export const volunteerProfilesOn = guard((c) => {
  if (!c.get("tenant").features.volunteerProfiles) throw notFound();
});
