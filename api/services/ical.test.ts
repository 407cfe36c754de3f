import { describe, expect, it } from "vitest";
import { parseCalendar } from "../../tests/setup/ical";
import { amsterdamStamp, escapeText, foldLine, type IcalEvent, occurrenceUid, utcStamp, writeCalendar } from "./ical";

const utf8 = new TextEncoder();
const octets = (s: string) => utf8.encode(s).length;

const event = (over: Partial<IcalEvent> = {}): IcalEvent => ({
  uid: occurrenceUid(7, "oldebroek.example.org"),
  startsAt: "2026-10-25T09:00:00.000Z",
  endsAt: "2026-10-25T11:30:00.000Z",
  summary: "Zwerfvuil prikken",
  description: "Samen de dijk schoon.\n\nhttps://oldebroek.example.org/vacancies/3",
  location: "Oldebroek, Stichting Schoon",
  url: "https://oldebroek.example.org/vacancies/3",
  lastModified: "2026-11-01T12:00:00.000Z",
  ...over,
});
const generatedAt = new Date("2026-11-26T02:30:00Z");

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of newline, and drops other control characters", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\r\ntwo\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
    expect(escapeText("tab\tok\u0000\u0007\u001b\u007f")).toBe("tab\tok");
    expect(escapeText("a\\nb")).toBe("a\\\\nb");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets alone and folds the 76th onto a line that starts with a space", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    const long = foldLine("y".repeat(75 + 74 + 10)).split("\r\n");
    expect(long.map(octets)).toEqual([75, 75, 11]);
  });

  it("never splits a UTF-8 sequence (é = 2 octets, € = 3, 🙂 = 4 as a surrogate pair)", () => {
    for (const char of ["é", "€", "🙂"]) {
      for (let prefix = 0; prefix < 5; prefix++) {
        const line = `${"a".repeat(prefix)}SUMMARY:${char.repeat(60)}`;
        const lines = foldLine(line).split("\r\n");
        for (const [i, part] of lines.entries()) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          expect(part.includes("\uFFFD")).toBe(false);
          if (i > 0) expect(part.startsWith(" ")).toBe(true);
        }
        // Unfolding gives the line back, character for character.
        expect(lines.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(line);
      }
    }
  });
});

describe("time stamps", () => {
  it("writes UTC and Amsterdam wall time on both sides of the October change", () => {
    expect(utcStamp("2026-10-25T09:00:00.000Z")).toBe("20261025T090000Z");
    expect(amsterdamStamp("2026-10-24T08:00:00.000Z")).toBe("20261024T100000"); // CEST, +02:00
    expect(amsterdamStamp("2026-10-25T09:00:00.000Z")).toBe("20261025T100000"); // CET, +01:00
    expect(amsterdamStamp("2026-03-29T08:00:00.000Z")).toBe("20260329T100000"); // CEST from 02:00 that day
    expect(amsterdamStamp("2026-12-31T23:30:00.000Z")).toBe("20270101T003000");
  });
});

describe("writeCalendar", () => {
  it("is a VCALENDAR that ical.js reads: the header, the VTIMEZONE, one event per occurrence", () => {
    const ics = writeCalendar({ name: "Vrijwilligerscentrale Oldebroek", events: [event()], generatedAt, refreshMinutes: 15 });
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    for (const line of ["CALSCALE:GREGORIAN", "METHOD:PUBLISH", "REFRESH-INTERVAL;VALUE=DURATION:PT15M"]) {
      expect(ics).toContain(`\r\n${line}\r\n`);
    }
    expect(ics).toContain("\r\nDTSTART;TZID=Europe/Amsterdam:20261025T100000\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261126T023000Z\r\n");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
    const parsed = parseCalendar(ics);
    expect(parsed).toMatchObject({ name: "Vrijwilligerscentrale Oldebroek", method: "PUBLISH", timeZones: ["Europe/Amsterdam"] });
    expect(parsed.events).toEqual([
      {
        uid: "occurrence-7@oldebroek.example.org",
        summary: "Zwerfvuil prikken",
        description: "Samen de dijk schoon.\n\nhttps://oldebroek.example.org/vacancies/3",
        location: "Oldebroek, Stichting Schoon",
        url: "https://oldebroek.example.org/vacancies/3",
        start: "2026-10-25T09:00:00.000Z",
        end: "2026-10-25T11:30:00.000Z",
        startLocal: "2026-10-25T10:00:00",
        endLocal: "2026-10-25T12:30:00",
        lastModified: "2026-11-01T12:00:00.000Z",
      },
    ]);
  });

  it("keeps the instants across both DST changes, through its own VTIMEZONE", () => {
    const instants = [
      ["2026-03-28T09:00:00.000Z", "2026-03-28T10:00:00"], // Saturday before: CET
      ["2026-03-29T08:00:00.000Z", "2026-03-29T10:00:00"], // the last Sunday of March: CEST
      ["2026-10-24T08:00:00.000Z", "2026-10-24T10:00:00"], // Saturday before: CEST
      ["2026-10-25T09:00:00.000Z", "2026-10-25T10:00:00"], // the last Sunday of October: CET
      ["2027-10-31T09:00:00.000Z", "2027-10-31T10:00:00"], // and the year after
    ];
    const events = instants.map(([startsAt], i) =>
      event({ uid: occurrenceUid(i + 1, "h"), startsAt, endsAt: new Date(Date.parse(startsAt) + 3600_000).toISOString() }),
    );
    const parsed = parseCalendar(writeCalendar({ name: "x", events, generatedAt }));
    expect(parsed.events.map((e) => [e.start, e.startLocal])).toEqual(instants);
    expect(parsed.events.every((e) => Date.parse(e.end) - Date.parse(e.start) === 3600_000)).toBe(true);
  });

  it("round-trips hostile text: escapes, newlines, long multi-byte titles", () => {
    const summary = `Koffie, thee; taart \\ meer\n${"Ééndaagse 🙂 ".repeat(12)}`;
    const location = "Wezep; Dorpshuis, zaal 2";
    const description = "Regel 1\r\nRegel 2\nEND:VEVENT\nBEGIN:VEVENT";
    const ics = writeCalendar({
      name: "Centrale; met, tekens",
      events: [event({ summary, location, description })],
      generatedAt,
    });
    const parsed = parseCalendar(ics);
    expect(parsed.name).toBe("Centrale; met, tekens");
    expect(parsed.events).toHaveLength(1);
    expect(parsed.events[0]).toMatchObject({ summary, location, description: "Regel 1\nRegel 2\nEND:VEVENT\nBEGIN:VEVENT" });
  });

  it("an empty feed is still a valid calendar; optional properties are left out", () => {
    const parsed = parseCalendar(writeCalendar({ name: "Leeg", events: [], generatedAt }));
    expect(parsed.events).toEqual([]);
    const bare = writeCalendar({
      name: "x",
      events: [event({ description: null, location: null, url: null, lastModified: null })],
      generatedAt,
    });
    expect(bare).not.toMatch(/\r\n(DESCRIPTION|LOCATION|URL|LAST-MODIFIED|REFRESH-INTERVAL)[:;]/);
    expect(parseCalendar(bare).events[0]).toMatchObject({ description: null, location: null, url: null });
  });

  it("a URL never carries a line break or a space into the file", () => {
    const ics = writeCalendar({ name: "x", events: [event({ url: "https://h/a b\r\nX-EVIL:1" })], generatedAt });
    expect(ics).not.toContain("\r\nX-EVIL");
    expect(parseCalendar(ics).events[0].url).toBe("https://h/a%20b%0D%0AX-EVIL:1");
  });
});
