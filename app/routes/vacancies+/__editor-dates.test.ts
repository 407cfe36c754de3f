import { describe, expect, it } from "vitest";
import { parseForm } from "~/utils/forms.server";
import { activityDefaults } from "./__editor-dates-schema";
import { vacancyEditSchema, vacancyInput } from "./__editor-schema";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
/** The errors of a refused submission (none of a successful one). */
const errorsOf = (submission: { status?: string }) => (submission as { error?: Record<string, string[] | null> }).error ?? {};
const base: [string, string][] = [
  ["title", "Koffieochtend"],
  ["vacancyType", "activity"],
  ["locationType", "organization"],
  ["frequency", "regularly"],
  ["waitlistEnabled", "on"],
];

describe("the editor's dates", () => {
  it("sends the filled rows (ids kept, empty rows dropped, end date only when later) and no rule", () => {
    const submission = parseForm(
      form([
        ...base,
        ["occurrences[0].id", "12"],
        ["occurrences[0].date", "2026-12-05"],
        ["occurrences[0].startTime", "10:00"],
        ["occurrences[0].endTime", "12:00"],
        ["occurrences[1].date", ""],
        ["occurrences[2].date", "2026-12-12"],
        ["occurrences[2].startTime", "22:00"],
        ["occurrences[2].endTime", "02:00"],
        ["occurrences[2].endDate", "2026-12-13"],
        ["occurrences[2].capacity", "8"],
      ]),
      vacancyEditSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const input = vacancyInput(submission.value, { sharing: false });
    expect(input).toMatchObject({
      frequency: "regularly",
      waitlist_enabled: true,
      occurrences: [
        { id: 12, date: "2026-12-05", start_time: "10:00", end_time: "12:00", capacity: null },
        { date: "2026-12-12", start_time: "22:00", end_time: "02:00", end_date: "2026-12-13", capacity: 8 },
      ],
    });
    expect(input).not.toHaveProperty("recurrence");
    expect(input.occurrences?.[0]).not.toHaveProperty("end_date");
  });

  it("refuses an end before the start, a half-filled row and no dates at all, at the fields", () => {
    const bad = parseForm(
      form([
        ...base,
        ["occurrences[0].date", "2026-12-05"],
        ["occurrences[0].startTime", "12:00"],
        ["occurrences[0].endTime", "10:00"],
        ["occurrences[1].startTime", "09:00"],
      ]),
      vacancyEditSchema,
    );
    expect(bad.status).toBe("error");
    expect(errorsOf(bad)["occurrences[0].endTime"]).toEqual(["activities:errors.endBeforeStart"]);
    expect(errorsOf(bad)["occurrences[1].date"]).toEqual(["validation:required"]);
    const none = parseForm(form([...base, ["occurrences[0].date", ""]]), vacancyEditSchema);
    expect(errorsOf(none).occurrences).toEqual(["activities:errors.noDates"]);
  });

  it("sends a weekly rule with numeric weekdays and asks for its parts", () => {
    const rule = parseForm(
      form([
        ...base,
        ["datesMode", "rule"],
        ["recurrence.freq", "weekly"],
        ["recurrence.interval", "2"],
        ["recurrence.weekdays", "0"],
        ["recurrence.weekdays", "3"],
        ["recurrence.startDate", "2026-12-01"],
        ["recurrence.startTime", "09:30"],
        ["recurrence.endTime", "11:00"],
        ["recurrence.until", "2027-03-31"],
      ]),
      vacancyEditSchema,
    );
    expect(rule.status).toBe("success");
    if (rule.status !== "success") return;
    expect(vacancyInput(rule.value, { sharing: false })).toMatchObject({
      recurrence: {
        freq: "weekly",
        interval: 2,
        weekdays: [0, 3],
        start_date: "2026-12-01",
        until: "2027-03-31",
        capacity: null,
      },
    });
    const missing = parseForm(form([...base, ["datesMode", "rule"], ["recurrence.freq", "weekly"]]), vacancyEditSchema);
    expect(errorsOf(missing)["recurrence.until"]).toEqual(["validation:required"]);
    expect(errorsOf(missing)["recurrence.weekdays"]).toEqual(["validation:required"]);
  });

  it("sends nothing of the dates for other vacancy types", () => {
    const value = vacancyEditSchema.parse({ title: "Kok", vacancyType: "volunteering", locationType: "organization" });
    const input = vacancyInput(value, { sharing: false });
    for (const key of ["frequency", "waitlist_enabled", "occurrences", "recurrence"]) expect(input).not.toHaveProperty(key);
  });

  it("checks a rule with the contract's own checks: the dates it gives, at its end", () => {
    const rule = (until: string): [string, string][] => [
      ...base,
      ["datesMode", "rule"],
      ["recurrence.freq", "weekly"],
      ["recurrence.weekdays", "0"],
      ["recurrence.weekdays", "1"],
      ["recurrence.weekdays", "2"],
      ["recurrence.startDate", "2026-12-01"],
      ["recurrence.startTime", "09:30"],
      ["recurrence.endTime", "11:00"],
      ["recurrence.until", until],
    ];
    expect(errorsOf(parseForm(form(rule("2030-12-31")), vacancyEditSchema))["recurrence.until"]).toEqual([
      expect.stringMatching(/^activities:errors\.tooManyRule\|\{"count":\d{3},"maximum":100\}$/),
    ]);
    expect(errorsOf(parseForm(form(rule("2026-11-30")), vacancyEditSchema))["recurrence.until"]).toEqual([
      "activities:errors.endBeforeStart",
    ]);
    const badTime = parseForm(
      form(rule("2027-01-31").map(([k, v]) => [k, k === "recurrence.startTime" ? "25:00" : v])),
      vacancyEditSchema,
    );
    expect(errorsOf(badTime)["recurrence.startTime"]).toEqual(["activities:errors.time"]);
  });

  it("shows a stored rule again", () => {
    const defaults = activityDefaults({
      frequency: "regularly",
      waitlistEnabled: false,
      recurrence: {
        freq: "weekly",
        interval: 1,
        weekdays: [1],
        start_date: "2026-12-01",
        start_time: "10:00",
        end_time: "11:00",
        until: "2027-01-31",
      },
      occurrences: [],
    });
    expect(defaults).toMatchObject({
      datesMode: "rule",
      waitlistEnabled: undefined,
      recurrence: { weekdays: ["1"], startDate: "2026-12-01", startTime: "10:00", endTime: "11:00", until: "2027-01-31" },
    });
    expect(activityDefaults()).toMatchObject({ datesMode: "dates", waitlistEnabled: "on", occurrences: [{}, {}, {}] });
  });
});
