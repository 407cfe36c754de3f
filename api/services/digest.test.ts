/**
 * The periodic mail (ADR 0066) on a fixed clock: the profile's interests, travel distance and availability (activity
 * dates in a free slot, summer time included), a saved search with its
 * postcode and radius, only what was published since the previous digest, the chosen weekday and hour only, nothing
 * new → a run without mail, one mail per user and day however often (and however concurrently) the job runs, an
 * inactive template sends nothing, and the mail's unsubscribe link carries a token for this user and tenant.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyToken } from "../../config/signed-tokens";
import { availabilityBit } from "../../contract/volunteer-pool";
import {
  activityOccurrences,
  activityTypes,
  applications,
  digestRuns,
  mailOutbox,
  notificationTemplates,
  organizationMemberships,
  organizationProfiles,
  postcodeCache,
  savedSearches,
  users,
  volunteerProfiles,
} from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { addVacancy, organizationsOf } from "../resources/vacancies/vacancies.test-helpers";
import { runDigests } from "./digest";

const STUDENT = "student@oldebroek.example.org";
const MENTOR = "mentor@oldebroek.example.org";
// Monday 4 March 2030, 09:00 in Amsterdam.
const NOW = new Date("2030-03-04T08:00:00Z");
const DAY = 86_400_000;
const before = (ms: number, from = NOW) => new Date(from.getTime() - ms).toISOString();
const PLACES = {
  home: { latitude: 52.4446, longitude: 5.9021 }, // 8096 CP Oldebroek
  close: { latitude: 52.45, longitude: 5.91 }, // ~0.8 km
  zwolle: { latitude: 52.5125, longitude: 6.0944 }, // ~15 km
};

let h: ApiHarness;
let student: typeof users.$inferSelect;
let mentor: typeof users.$inferSelect;
let liked: number;
let other: number;
beforeAll(async () => {
  h = await createApiHarness();
  [student] = await h.db.select().from(users).where(eq(users.email, STUDENT));
  [mentor] = await h.db.select().from(users).where(eq(users.email, MENTOR));
  // Only these two get a digest in this file.
  await h.db.update(users).set({ digestDays: [] });
  await h.db
    .update(users)
    .set({ digestDays: [1, 4] })
    .where(eq(users.id, student.id));
  await h.db
    .update(users)
    .set({ digestDays: [1] })
    .where(eq(users.id, mentor.id));

  const orgs = await organizationsOf(h, "organization_superuser@oldebroek.example.org", "oldebroek");
  const [a, b] = orgs.approved;
  [liked, other] = [a, b];
  const types = await h.db.select().from(activityTypes).limit(2);
  for (const [org, type] of [
    [liked, types[0].id],
    [other, types[1].id],
  ]) {
    await h.db.delete(organizationProfiles).where(eq(organizationProfiles.organizationId, org));
    await h.db.insert(organizationProfiles).values({ tenantId: "oldebroek", organizationId: org, activityTypeIds: [type] });
  }
  await h.db.delete(volunteerProfiles).where(eq(volunteerProfiles.userId, student.id));
  await h.db.insert(volunteerProfiles).values({
    tenantId: "oldebroek",
    userId: student.id,
    volunteerCenterId: student.volunteerCenterId,
    interests: [types[0].id],
    ...PLACES.home,
    travelKm: 5,
    // Free on Tuesday evenings only (contract/volunteer-pool.ts availabilityBit(2, 2)).
    availabilityMask: availabilityBit(2, 2),
  });
  await h.db
    .insert(postcodeCache)
    .values({ postalCode: "8096CP", found: true, city: "Oldebroek", ...PLACES.home, fetchedAt: before(DAY) })
    .onConflictDoNothing();
  await h.db.insert(savedSearches).values([
    { tenantId: "oldebroek", userId: student.id, name: "Kwartels", query: "q=kwartel&postcode=8096CP&radius=5" },
    { tenantId: "oldebroek", userId: mentor.id, name: "Niets", query: "q=zeldzaamwoordloos" },
  ]);
  // The previous digest two days ago: what was published before it is not new.
  await h.db
    .insert(digestRuns)
    .values({ tenantId: "oldebroek", userId: student.id, day: "2030-03-02", createdAt: before(2 * DAY) });

  const v = (org: number, title: string, place: { latitude: number; longitude: number }, publishedAt: string) =>
    addVacancy(h, org, { title, ...place, publishedAt, searchBody: title });
  await v(liked, "Profiel dichtbij", PLACES.close, before(DAY));
  await v(liked, "Profiel te ver", PLACES.zwolle, before(DAY));
  await v(other, "Andere interesse", PLACES.close, before(DAY));
  await v(liked, "Profiel al gemeld", PLACES.close, before(3 * DAY));
  await v(other, "kwartel dichtbij", PLACES.close, before(DAY));
  await v(other, "kwartel in Zwolle", PLACES.zwolle, before(DAY));
  await v(other, "kwartel al gemeld", PLACES.close, before(3 * DAY));
  // Activities match the profile's availability by their dates, in Amsterdam time (summer time too).
  const activity = async (title: string, startsAt: string, localDate: string) => {
    const id = await addVacancy(h, liked, {
      title,
      ...PLACES.close,
      publishedAt: before(DAY),
      searchBody: title,
      vacancyType: "activity",
    });
    const endsAt = new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString();
    await h.db.insert(activityOccurrences).values({ tenantId: "oldebroek", vacancyId: id, startsAt, endsAt, localDate });
  };
  await activity("Activiteit dinsdagavond", "2030-03-05T18:00:00.000Z", "2030-03-05"); // Tue 19:00 CET
  await activity("Activiteit zomeravond", "2030-07-02T16:30:00.000Z", "2030-07-02"); // Tue 18:30 CEST
  await activity("Activiteit dinsdagmiddag", "2030-03-05T15:00:00.000Z", "2030-03-05"); // Tue 16:00 CET
  await activity("Activiteit zaterdagochtend", "2030-03-09T09:00:00.000Z", "2030-03-09"); // Sat 10:00 CET
  await activity("Activiteit voorbij", "2030-02-26T18:00:00.000Z", "2030-02-26"); // a Tuesday evening, past
});
afterAll(() => h?.dispose());

const digestMails = (to: string) =>
  h.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.kind} = 'digest'`))
    .orderBy(mailOutbox.id);

describe("runDigests", () => {
  it("sends nothing before the morning hour", async () => {
    const early = new Date("2030-03-04T04:00:00Z"); // 05:00 in Amsterdam
    expect(await runDigests(h.env, early, h.db)).toEqual({ sent: 0, empty: 0, skipped: 0 });
    expect(await h.db.select().from(digestRuns).where(eq(digestRuns.day, "2030-03-04"))).toEqual([]);
  });

  it("mails what matches the profile and the saved search, published since the previous digest", async () => {
    const result = await runDigests(h.env, NOW, h.db);
    expect(result.sent).toBe(1);
    const [mail] = await digestMails(STUDENT);
    expect(mail.subject).toContain("Nieuw bij");
    for (const title of ["Profiel dichtbij", "kwartel dichtbij", "Activiteit dinsdagavond", "Activiteit zomeravond"])
      expect(mail.html).toContain(title);
    for (const title of [
      "Profiel te ver",
      "Andere interesse",
      "Profiel al gemeld",
      "kwartel in Zwolle",
      "kwartel al gemeld",
      "Activiteit dinsdagmiddag",
      "Activiteit zaterdagochtend",
      "Activiteit voorbij",
    ])
      expect(mail.html).not.toContain(title);
    expect(mail.html).toContain("Zoekopdracht ‘Kwartels’");
    expect(mail.html).toMatch(/<ul><li><p><a href="[^"]*\/vacancies\/\d+"[^>]*>/);
    expect(mail.html).toMatch(/<li><p><a href="[^"]*\/vacancies\/\d+"[^>]*>Profiel dichtbij/);
    const [run] = await h.db
      .select()
      .from(digestRuns)
      .where(and(eq(digestRuns.userId, student.id), eq(digestRuns.day, "2030-03-04")));
    expect(run).toMatchObject({ createdAt: NOW.toISOString() });
    expect(run.itemCount).toBeGreaterThanOrEqual(2);

    // The unsubscribe link: a token for this user, this tenant.
    const token = decodeURIComponent(/periodieke-mail\/afmelden\?token=([^"&\s<]+)/.exec(mail.html)?.[1] ?? "");
    expect(await verifyToken(h.env, token, { tenantId: "oldebroek", purpose: "digest-unsubscribe" })).toMatchObject({
      userId: student.id,
    });
    expect(await verifyToken(h.env, token, { tenantId: "roermond", purpose: "digest-unsubscribe" })).toBeNull();
    // The header mail clients offer as "unsubscribe", with RFC 8058's one-click POST to the same page.
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<http://oldebroek.localhost/periodieke-mail/afmelden?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("records a run without mail when nothing is new", async () => {
    expect(await digestMails(MENTOR)).toEqual([]);
    const [run] = await h.db
      .select()
      .from(digestRuns)
      .where(and(eq(digestRuns.userId, mentor.id), eq(digestRuns.day, "2030-03-04")));
    expect(run.itemCount).toBe(0);
  });

  it("sends once a day: a second run, later that day, sends nothing", async () => {
    expect(await runDigests(h.env, new Date(NOW.getTime() + 3 * 3600_000), h.db)).toEqual({ sent: 0, empty: 0, skipped: 0 });
    expect(await digestMails(STUDENT)).toHaveLength(1);
  });

  it("sends only on the chosen weekdays", async () => {
    const tuesday = new Date(NOW.getTime() + DAY);
    await addVacancy(h, other, {
      title: "kwartel dinsdag",
      ...PLACES.close,
      publishedAt: new Date(NOW.getTime() + 3600_000).toISOString(),
    });
    expect(await runDigests(h.env, tuesday, h.db)).toEqual({ sent: 0, empty: 0, skipped: 0 });
    expect(await digestMails(STUDENT)).toHaveLength(1);
  });

  it("two runs at once send one mail", async () => {
    const thursday = new Date(NOW.getTime() + 3 * DAY);
    const both = await Promise.all([runDigests(h.env, thursday, h.db), runDigests(h.env, thursday, h.db)]);
    expect(both.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const mails = await digestMails(STUDENT);
    expect(mails).toHaveLength(2);
    // Since Monday's digest: only what came after it.
    expect(mails[1].html).toContain("kwartel dinsdag");
    expect(mails[1].html).not.toContain("kwartel dichtbij");
  });

  it("an inactive template sends nothing (the run is still recorded)", async () => {
    await h.db
      .update(notificationTemplates)
      .set({ active: false })
      .where(
        and(eq(notificationTemplates.key, "digest"), eq(notificationTemplates.volunteerCenterId, student.volunteerCenterId)),
      );
    const monday = new Date(NOW.getTime() + 7 * DAY);
    await addVacancy(h, other, {
      title: "kwartel later",
      ...PLACES.close,
      publishedAt: monday.toISOString().replace("08:00", "07:00"),
    });
    const result = await runDigests(h.env, monday, h.db);
    expect(result.sent).toBe(0);
    expect(await digestMails(STUDENT)).toHaveLength(2);
    const runs = await h.db
      .select()
      .from(digestRuns)
      .where(and(inArray(digestRuns.userId, [student.id]), eq(digestRuns.day, "2030-03-11")));
    expect(runs[0].itemCount).toBeGreaterThan(0);
  });

  it("tells an organisation superuser of new applications to their organisations, with a link to the list", async () => {
    const [superuser] = await h.db.select().from(users).where(eq(users.email, "organization_superuser@oldebroek.example.org"));
    const [membership] = await h.db
      .select()
      .from(organizationMemberships)
      .where(eq(organizationMemberships.userId, superuser.id));
    await h.db
      .update(users)
      .set({ digestDays: [1] })
      .where(eq(users.id, superuser.id));
    await h.db.update(notificationTemplates).set({ active: true }).where(eq(notificationTemplates.key, "digest"));
    const monday = new Date(NOW.getTime() + 14 * DAY);
    // The previous digest a week ago; one application after it, one before.
    await h.db.insert(digestRuns).values({
      tenantId: "oldebroek",
      userId: superuser.id,
      day: "2030-03-11",
      createdAt: before(7 * DAY, monday),
    });
    const vacancyId = await addVacancy(h, membership.organizationId, { title: "Aanmeldingen", publishedAt: before(30 * DAY) });
    const apply = (email: string, createdAt: string) => ({
      tenantId: "oldebroek",
      vacancyId,
      organizationId: membership.organizationId,
      volunteerCenterId: superuser.volunteerCenterId,
      firstName: "Ada",
      lastName: "Aanmelder",
      email,
      createdAt,
      updatedAt: createdAt,
    });
    await h.db
      .insert(applications)
      .values([apply("nieuw@example.org", before(DAY, monday)), apply("oud@example.org", before(8 * DAY, monday))]);
    await runDigests(h.env, monday, h.db);
    const [mail] = await digestMails(superuser.email);
    expect(mail.text).toMatch(/1 nieuwe aanmelding bij .+ \(https?:\/\/[^)]*\/applications\)/);
  });
});
