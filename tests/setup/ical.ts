/**
 * Reads an iCalendar text the way a calendar app would (ical.js, a dev dependency), for the writer's unit tests and
 * the feed tests: the line rules first (CRLF, 75 octets), then the parse, then each event's times converted through
 * the calendar's own VTIMEZONE (a TZID without one would be floating time, refused here).
 */
import ICAL from "ical.js";
import { expect } from "vitest";

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  /** UTC instants as ISO strings, through the VTIMEZONE. */
  start: string;
  end: string;
  /** The wall-clock values as written (`2026-10-25T10:00:00`). */
  startLocal: string;
  endLocal: string;
  lastModified: string | null;
}

export interface ParsedCalendar {
  name: string | null;
  method: string | null;
  timeZones: string[];
  events: ParsedEvent[];
}

const utf8 = new TextEncoder();

/** RFC 5545 §3.1: every line ends in CRLF and is at most 75 octets (the CRLF not counted). */
export function expectWellFormedLines(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  for (const line of text.slice(0, -2).split("\r\n")) expect(utf8.encode(line).length).toBeLessThanOrEqual(75);
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
/** ical.js leaves the value of an X- property as written; RFC 5545 §3.8.8.2 makes it TEXT, so unescape it here. */
const unescapeText = (value: string | null) =>
  value?.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c)) ?? null;

export function parseCalendar(ics: string): ParsedCalendar {
  expectWellFormedLines(ics);
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe("vcalendar");
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    expect(event.startDate.zone?.tzid, "DTSTART resolves through the calendar's VTIMEZONE").toBe("Europe/Amsterdam");
    expect(event.endDate.zone?.tzid).toBe("Europe/Amsterdam");
    const lastModified = component.getFirstPropertyValue("last-modified") as ICAL.Time | null;
    return {
      uid: event.uid,
      summary: event.summary,
      description: text(event.description),
      location: text(event.location),
      url: text(component.getFirstPropertyValue("url")),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startLocal: event.startDate.toString(),
      endLocal: event.endDate.toString(),
      lastModified: lastModified ? lastModified.toJSDate().toISOString() : null,
    };
  });
  return {
    name: unescapeText(text(calendar.getFirstPropertyValue("x-wr-calname"))),
    method: text(calendar.getFirstPropertyValue("method")),
    timeZones: calendar.getAllSubcomponents("vtimezone").map((tz) => String(tz.getFirstPropertyValue("tzid"))),
    events,
  };
}
