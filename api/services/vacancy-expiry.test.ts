/**
 * The scheduled vacancy jobs on a fixed clock: the week-before mail once, `published` → `expired` after the last day
 * (Europe/Amsterdam) once, a second run sends nothing twice.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityOccurrences, mailOutbox, vacancies } from "../../db/schema";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { type Fixture, makeVacancy, setUp } from "../resources/applications/applications.test-helpers";
import { organizationRecipients } from "./notification-mails";
import { addDays, runVacancyExpiry } from "./vacancy-expiry";

let h: ApiHarness;
let fx: Fixture;
beforeAll(async () => {
  h = await createApiHarness();
  fx = await setUp(h);
});
afterAll(() => h?.dispose());

describe("calendar arithmetic", () => {
  // The day in Amsterdam (midnight there, not in UTC) is contract/dates.ts amsterdamToday, tested there.
  it("adds days to a date across a month's end", () => {
    expect(addDays("2026-02-26", 7)).toBe("2026-03-05");
  });
});

describe("runVacancyExpiry", () => {
  it("warns a week ahead and expires after the last day, each once; the second run sends nothing", async () => {
    const now = new Date("2026-03-10T09:00:00Z");
    const soon = await makeVacancy(h, fx, { expiresAt: "2026-03-16", title: "Verloopt bijna" });
    const lastDay = await makeVacancy(h, fx, { expiresAt: "2026-03-10", title: "Laatste dag" });
    const over = await makeVacancy(h, fx, { expiresAt: "2026-03-09", title: "Voorbij" });
    const later = await makeVacancy(h, fx, { expiresAt: "2026-03-18", title: "Later" });
    const draft = await makeVacancy(h, fx, { expiresAt: "2026-03-01", status: "draft", title: "Concept" });
    const ids = [soon.id, lastDay.id, over.id, later.id, draft.id];
    const recipients = await organizationRecipients(h.db, "oldebroek", fx.orgId);
    expect(recipients.length).toBeGreaterThan(0);
    const to = recipients.map((r) => r.email);
    const mails = () => h.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));
    const before = (await mails()).length;

    const first = await runVacancyExpiry(h.env, now, h.db);
    expect(first.warned).toBeGreaterThanOrEqual(2);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const rows = await h.db.select().from(vacancies).where(inArray(vacancies.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(soon.id)?.expiryWarnedAt).toBe(now.toISOString());
    expect(byId.get(lastDay.id)).toMatchObject({ status: "published", expiryWarnedAt: now.toISOString() });
    expect(byId.get(over.id)).toMatchObject({ status: "expired", expiredAt: now.toISOString(), expiryWarnedAt: null });
    expect(byId.get(later.id)).toMatchObject({ status: "published", expiryWarnedAt: null });
    expect(byId.get(draft.id)).toMatchObject({ status: "draft", expiredAt: null });

    const sent = (await mails()).slice(before);
    const subjects = sent.map((m) => m.subject);
    expect(subjects).toContain("Je vacature Verloopt bijna verloopt op 16 maart 2026");
    expect(subjects).toContain("Je vacature Voorbij is verlopen");
    expect(subjects.filter((s) => s.includes("Later") || s.includes("Concept"))).toEqual([]);
    const expiring = sent.find((m) => m.subject.includes("Verloopt bijna"));
    expect(expiring?.text).toContain(`/vacancies/${soon.id}/edit`);

    // The same hour again, and an hour later: nothing twice.
    expect(await runVacancyExpiry(h.env, now, h.db)).toEqual({ warned: 0, expired: 0 });
    expect(await runVacancyExpiry(h.env, new Date("2026-03-10T10:00:00Z"), h.db)).toEqual({ warned: 0, expired: 0 });
    expect((await mails()).length).toBe(before + sent.length);

    // Racing runs: still one mail each.
    const racing = await makeVacancy(h, fx, { expiresAt: "2026-03-12", title: "Gelijktijdig" });
    await Promise.all([runVacancyExpiry(h.env, now, h.db), runVacancyExpiry(h.env, now, h.db)]);
    const raced = (await mails()).filter((m) => m.subject.includes("Gelijktijdig"));
    expect(raced).toHaveLength(recipients.length);
    const [row] = await h.db.select().from(vacancies).where(eq(vacancies.id, racing.id));
    expect(row.expiryWarnedAt).toBe(now.toISOString());
  });

  it("expires once the last day is over in Amsterdam (23:30 UTC is already the next day)", async () => {
    const v = await makeVacancy(h, fx, { expiresAt: "2026-05-20" });
    await runVacancyExpiry(h.env, new Date("2026-05-20T21:30:00Z"), h.db);
    expect((await h.db.select().from(vacancies).where(eq(vacancies.id, v.id)))[0].status).toBe("published");
    await runVacancyExpiry(h.env, new Date("2026-05-20T22:30:00Z"), h.db);
    expect((await h.db.select().from(vacancies).where(eq(vacancies.id, v.id)))[0].status).toBe("expired");
  });

  it("ends an activity after its last date, once, and only that one (PRODUCT.md)", async () => {
    const now = new Date("2026-04-01T12:34:56.000Z");
    const activity = async (title: string, ends: string[], status: "published" | "draft" = "published") => {
      const v = await makeVacancy(h, fx, { title, status, vacancyType: "activity", frequency: "regularly" });
      await h.db.insert(activityOccurrences).values(
        ends.map((endsAt) => {
          const startsAt = new Date(new Date(endsAt).getTime() - 2 * 3_600_000).toISOString();
          return { tenantId: "oldebroek", vacancyId: v.id, startsAt, endsAt, localDate: startsAt.slice(0, 10) };
        }),
      );
      return v.id;
    };
    const over = await activity("Afgelopen activiteit", ["2026-03-20T11:00:00.000Z", "2026-03-27T11:00:00.000Z"]);
    const running = await activity("Loopt nog", ["2026-04-01T13:00:00.000Z"]); // began, ends later today
    const later = await activity("Nog een datum", ["2026-03-20T11:00:00.000Z", "2026-04-08T11:00:00.000Z"]);
    const draft = await activity("Concept-activiteit", ["2026-03-20T11:00:00.000Z"], "draft");
    const recipients = await organizationRecipients(h.db, "oldebroek", fx.orgId);
    const mails = () =>
      h.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.to,
            recipients.map((r) => r.email),
          ),
        );
    const before = (await mails()).length;

    await Promise.all([runVacancyExpiry(h.env, now, h.db), runVacancyExpiry(h.env, now, h.db)]);
    const activities = await h.db.select().from(vacancies).where(eq(vacancies.vacancyType, "activity"));
    expect(activities.filter((v) => v.expiredAt === now.toISOString()).map((v) => v.id)).toEqual([over]);
    const byId = new Map(activities.map((v) => [v.id, v.status]));
    expect([byId.get(over), byId.get(running), byId.get(later), byId.get(draft)]).toEqual([
      "expired",
      "published",
      "published",
      "draft",
    ]);
    const sent = (await mails()).slice(before).filter((m) => m.subject.includes("Afgelopen activiteit"));
    expect(sent).toHaveLength(recipients.length);

    // An hour later, nothing twice; once the running one's date has ended, it goes too.
    await runVacancyExpiry(h.env, new Date("2026-04-01T13:34:56.000Z"), h.db);
    const [again] = await h.db.select().from(vacancies).where(eq(vacancies.id, over));
    expect(again.expiredAt).toBe(now.toISOString());
    expect((await mails()).filter((m) => m.subject.includes("Afgelopen activiteit"))).toHaveLength(recipients.length);
    const [ended] = await h.db.select().from(vacancies).where(eq(vacancies.id, running));
    expect(ended.status).toBe("expired");
  });
});
