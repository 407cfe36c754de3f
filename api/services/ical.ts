/**
 * An iCalendar (RFC 5545) writer for the activity feeds (docs/decisions/0023): plain string code, no
 * dependency. One VCALENDAR with a VTIMEZONE for Europe/Amsterdam and one VEVENT per occurrence, its start and end
 * as Amsterdam wall time (`DTSTART;TZID=Europe/Amsterdam:…`), so a calendar app shows 10:00 on both sides of the
 * daylight-saving change. Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 sequence.
 */
import { toOffsetIso } from "../../contract/activity-time";

export const ICAL_TIME_ZONE = "Europe/Amsterdam";
export const ICAL_CONTENT_TYPE = "text/calendar; charset=utf-8";
const PRODID = "-//Vrijwilligersplatform//Activiteiten 1.0//NL";

export interface IcalEvent {
  /** Stable across requests: `occurrence-{id}@{host}` (occurrenceUid). */
  uid: string;
  /** UTC instants (`…Z`, or any ISO string `Date` reads). */
  startsAt: string;
  endsAt: string;
  summary: string;
  description?: string | null;
  /** A place (city, organisation) — never a street address of a peer-to-peer request. */
  location?: string | null;
  url?: string | null;
  /** An ISO instant: when the occurrence or its vacancy last changed. */
  lastModified?: string | null;
}

export interface IcalCalendar {
  /** X-WR-CALNAME (and RFC 7986 NAME): the centre's name, or the feed's. */
  name: string;
  description?: string | null;
  events: readonly IcalEvent[];
  /** DTSTAMP of every event: when this object was made (METHOD:PUBLISH). */
  generatedAt: Date;
  /** How often a subscribed app should poll (RFC 7986 REFRESH-INTERVAL, X-PUBLISHED-TTL); omitted when absent. */
  refreshMinutes?: number;
}

/** The UID of an occurrence's event: the same in every feed and every request, so apps update instead of adding. */
export const occurrenceUid = (occurrenceId: number, host: string) => `occurrence-${occurrenceId}@${host}`;

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, newlines; other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters (TEXT may not hold them) is the point.
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "")
  );
}

const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * Folds one content line (RFC 5545 §3.1): at most 75 octets a line, continuation lines start with one space (which
 * counts), and a break never falls inside a character's UTF-8 sequence (nor between a surrogate pair's halves).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const n = utf8Length(char.codePointAt(0) ?? 0);
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
      limit = 74;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYYMMDDTHHMMSSZ` of an instant. */
export function utcStamp(instant: Date | string): string {
  const d = typeof instant === "string" ? new Date(instant) : instant;
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** `YYYYMMDDTHHMMSS`: the instant as wall-clock time in Europe/Amsterdam (a DATE-TIME with TZID). */
export function amsterdamStamp(instant: Date | string): string {
  return toOffsetIso(instant).slice(0, 19).replace(/[-:]/g, "");
}

/**
 * Europe/Amsterdam as the EU rule has it since 1996: CEST from the last Sunday of March 02:00, CET from the last
 * Sunday of October 03:00. The activities are all after 1996, so the two yearly rules describe every one of them.
 */
export const AMSTERDAM_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${ICAL_TIME_ZONE}`,
  `X-LIC-LOCATION:${ICAL_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
] as const;

/** A URI value (URL): not TEXT, so no escaping, but no line breaks or control characters either. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: encoding control characters (no CRLF injection) is the point.
const uri = (value: string) => value.replace(/[\u0000-\u0020\u007f]/g, encodeURIComponent);

function eventLines(event: IcalEvent, dtstamp: string): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;TZID=${ICAL_TIME_ZONE}:${amsterdamStamp(event.startsAt)}`,
    `DTEND;TZID=${ICAL_TIME_ZONE}:${amsterdamStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${uri(event.url)}`);
  if (event.lastModified) lines.push(`LAST-MODIFIED:${utcStamp(event.lastModified)}`);
  lines.push("END:VEVENT");
  return lines;
}

/** The whole VCALENDAR: CRLF after every (folded) line, the last one included. */
export function writeCalendar(calendar: IcalCalendar): string {
  const dtstamp = utcStamp(calendar.generatedAt);
  const lines: string[] = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${ICAL_TIME_ZONE}`,
  ];
  if (calendar.description) lines.push(`X-WR-CALDESC:${escapeText(calendar.description)}`);
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`);
    lines.push(`X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  }
  lines.push(...AMSTERDAM_VTIMEZONE);
  for (const event of calendar.events) lines.push(...eventLines(event, dtstamp));
  lines.push("END:VCALENDAR");
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
