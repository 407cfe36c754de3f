/**
 * Wall-clock time in Europe/Amsterdam and the expansion of an activity's weekly/monthly rule (activities,
 * docs/decisions/0022). Pure functions with `Intl` only (no time-zone library): the server expands rules and the
 * screens show times with the same code. Re-exported by contract/activities.ts.
 *
 * The time-zone rule: an activity's times are wall-clock times in Amsterdam. A weekly 10:00 stays 10:00 across the
 * daylight-saving change (its UTC instant moves by an hour). A time that does not exist (02:30 on the last Sunday
 * of March) is read with the offset before the gap (03:30 summer time), one that exists twice (02:30 on the last
 * Sunday of October) as the first of the two — as RFC 5545 does.
 */

const ZONE = "Europe/Amsterdam";
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Dates per activity (re-exported as contract/activities.ts `MAX_OCCURRENCES`). */
export const MAX_OCCURRENCES = 100;

let formatter: Intl.DateTimeFormat | null = null;
function zoneFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  return formatter;
}

function toMs(instant: Date | string | number): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === "number" ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

/** The wall-clock fields in Amsterdam of an instant, as a UTC millisecond count (seconds dropped). */
function wallMs(ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of zoneFormatter().formatToParts(new Date(ms))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  wall.setUTCHours(parts.hour % 24, parts.minute, parts.second, 0);
  return wall.getTime();
}

/** Amsterdam's offset from UTC in minutes at an instant: 60 in winter (CET), 120 in summer (CEST). */
export function amsterdamOffset(instant: Date | string | number): number {
  const ms = toMs(instant);
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((wallMs(whole) - whole) / MINUTE_MS);
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isoDateString(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** `H:MM`/`HH:MM`(`:SS`) → `HH:MM`, or null when it is not a time of day. */
export function localTime(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, "0")}:${m[2]}`;
}

function wallOf(date: string, time: string): number {
  if (!isoDateString(date)) throw new RangeError(`Not a date: ${date}`);
  const t = localTime(time);
  if (!t) throw new RangeError(`Not a time: ${time}`);
  return Date.parse(`${date}T${t}:00Z`);
}

/** The UTC instant (`…Z`) of a wall-clock date and time in Amsterdam (gaps and repeats: see the module note). */
export function localToUtc(date: string, time: string): string {
  const wall = wallOf(date, time);
  // The offsets a day either side are the two candidates around any change.
  const candidates = [...new Set([amsterdamOffset(wall - DAY_MS), amsterdamOffset(wall + DAY_MS)])].sort((a, b) => b - a);
  for (const offset of candidates) {
    const instant = wall - offset * MINUTE_MS;
    // The larger offset first: of a repeated hour, the earlier instant.
    if (amsterdamOffset(instant) === offset) return new Date(instant).toISOString();
  }
  // In the gap: the offset before it (the day before's).
  return new Date(wall - amsterdamOffset(wall - DAY_MS) * MINUTE_MS).toISOString();
}

export interface AmsterdamLocal {
  date: string;
  time: string;
}

/** The Amsterdam wall-clock date and time (`HH:MM`) of an instant. */
export function utcToLocal(instant: Date | string | number): AmsterdamLocal {
  const iso = new Date(wallMs(toMs(instant))).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** An instant as ISO with Amsterdam's offset, e.g. `2026-12-05T10:00:00+01:00` (what the API answers). */
export function toOffsetIso(instant: Date | string | number): string {
  const ms = toMs(instant);
  const offset = amsterdamOffset(ms);
  const local = new Date(ms + offset * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** The fields of a rule the expansion reads (contract/activities.ts `RecurrenceRule`). */
export interface RecurrenceFields {
  freq: "weekly" | "monthly";
  interval: number;
  /** 0 = Monday … 6 = Sunday (weekly). */
  weekdays: readonly number[];
  start_date: string;
  start_time: string;
  end_time: string;
  until: string;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The local dates of a rule, in order: at most `limit` of them in `dates`, and `count`, how many it gives in all
 * (counted without building them, so a rule up to the year 9999 answers quickly with its size).
 */
export function recurrenceDates(rule: RecurrenceFields, limit = MAX_OCCURRENCES): { dates: string[]; count: number } {
  const dates: string[] = [];
  if (!isoDateString(rule.start_date) || !isoDateString(rule.until) || rule.until < rule.start_date) return { dates, count: 0 };
  const interval = Math.max(1, Math.floor(rule.interval || 1));
  const first = dayNumber(rule.start_date);
  const last = dayNumber(rule.until);
  let count = 0;
  const take = (day: number) => {
    count++;
    if (dates.length < limit) dates.push(dateOf(day));
  };
  if (rule.freq === "weekly") {
    const weekdays = [...new Set(rule.weekdays)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
    if (weekdays.length === 0) return { dates, count: 0 };
    // Day 0 (1970-01-01) was a Thursday: Monday of the start's week.
    const monday = first - ((first + 3) % 7);
    for (let week = monday; week <= last; week += 7 * interval) {
      if (week >= first && week + 6 <= last && dates.length >= limit) {
        count += weekdays.length; // a whole week inside the range, nothing more to build
        continue;
      }
      for (const d of weekdays) if (week + d >= first && week + d <= last) take(week + d);
    }
  } else {
    const [y, m, dayOfMonth] = rule.start_date.split("-").map(Number);
    for (let k = 0; ; k += interval) {
      const monthStart = new Date(0);
      monthStart.setUTCFullYear(y, m - 1 + k, 1);
      const startDay = Math.floor(monthStart.getTime() / DAY_MS);
      if (startDay > last) break;
      const inMonth = new Date(0);
      inMonth.setUTCFullYear(y, m + k, 0); // the month's last day
      if (dayOfMonth > inMonth.getUTCDate()) continue; // no 31st in this month: skipped, as RFC 5545 does
      const day = startDay + dayOfMonth - 1;
      if (day >= first && day <= last) take(day);
    }
  }
  return { dates, count };
}

/** The number of dates a rule gives. */
export function countRecurrence(rule: RecurrenceFields): number {
  return recurrenceDates(rule, 0).count;
}

/** A rule that gives more than the maximum dates. */
export class RecurrenceTooLongError extends RangeError {
  constructor(
    readonly count: number,
    readonly maximum: number,
  ) {
    super(`The rule gives ${count} dates; the maximum is ${maximum}.`);
  }
}

/**
 * The occurrences of a rule as UTC instants (`…Z`), wall-clock times kept across the daylight-saving change.
 * Throws RecurrenceTooLongError beyond `max` dates.
 */
export function expandRecurrence(rule: RecurrenceFields, max = MAX_OCCURRENCES): Array<{ startsAt: string; endsAt: string }> {
  const { dates, count } = recurrenceDates(rule, max);
  if (count > max) throw new RecurrenceTooLongError(count, max);
  const endNextDay = rule.end_time <= rule.start_time;
  return dates.map((date) => ({
    startsAt: localToUtc(date, rule.start_time),
    endsAt: localToUtc(endNextDay ? dateOf(dayNumber(date) + 1) : date, rule.end_time),
  }));
}
