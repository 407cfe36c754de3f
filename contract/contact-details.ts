/**
 * What looks like contact details in a text that is about to be published (a help request's public text, ADR 0024):
 * Dutch phone numbers (06…, 0x0…, +31/0031, with spaces, dashes, dots or brackets), e-mail addresses, a street with a
 * house number ("Kerkstraat 12a") and a postcode ("8091 AB", "8091ab"). A pure function, shared by the moderation
 * screen (it highlights the hits) and the API (it refuses to publish a flagged text without an explicit "publish
 * anyway"). It errs on the side of asking: a hit is a question to the moderator, not a refusal. Times, counts and
 * dates ("10 uur", "2 keer per week", "12-03-2026", "12 maart") are not hits.
 */

export const CONTACT_DETAIL_KINDS = ["phone", "email", "street", "postcode"] as const;
export type ContactDetailKind = (typeof CONTACT_DETAIL_KINDS)[number];

export interface ContactDetailHit {
  kind: ContactDetailKind;
  start: number;
  end: number;
  text: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/**
 * A Dutch number: a leading 0 (06, 038, 0900 …) or +31 / 0031 (optionally "(0)"), then nine digits with at most
 * three separators (space, dash, dot, bracket) between each. A date like 01-03-2026 has only seven digits after
 * its 0, a time has a colon: neither reads as a number.
 */
const PHONE = /(?<![\d+])(?:(?:\+|00)31[\s.-]*(?:\(0\)[\s.-]*)?|\(?0)(?:[\s.\-()]{0,3}\d){9}(?!\d)/g;

/** A postcode: four digits (not starting with 0) and two letters; lower-case only when written together ("8091ab"). */
const POSTCODE = /(?<![\w-])[1-9]\d{3}(?:[ \u00a0]?(?!S[ADS])[A-Z]{2}|(?!s[ads])[a-z]{2})(?![\w-])/g;

/** The endings of Dutch street names, a word ending on one of them followed by a house number is a street. */
const STREET_ENDINGS = [
  "straat",
  "laan",
  "weg",
  "pad",
  "plein",
  "gracht",
  "kade",
  "singel",
  "dijk",
  "steeg",
  "hof",
  "dreef",
  "plantsoen",
  "erf",
  "baan",
  "wal",
  "markt",
  "allee",
  "boulevard",
  "kamp",
  "veld",
  "haven",
  "weide",
  "akker",
  "brink",
  "stede",
  "burg",
  "oord",
  "park",
  "rade",
  "hout",
  "dam",
  "zijde",
  "poort",
  "wijk",
  "hage",
];
/** Words after a number that make it a quantity, not a house number ("de snelweg 10 km", "straat 2 keer"). */
const QUANTITIES =
  "uur|u|min|minuten|minuut|kwartier|keer|maal|km|kilometer|m|meter|jaar|jaren|maanden|maand|weken|week|dagen|dag|euro|eur|procent|personen|mensen|kinderen|stuks|kg|kilo|graden";
const STREET = new RegExp(
  `(?<![\\p{L}\\d])\\p{L}[\\p{L}'-]*(?:${STREET_ENDINGS.join("|")})[ \\u00a0]+[1-9]\\d{0,4}(?:[ \\u00a0-]?[A-Za-z](?![\\p{L}\\d]))?(?![\\d:.,]\\d)(?![\\p{L}\\d])(?![ \\u00a0]*(?:${QUANTITIES})(?![\\p{L}]))`,
  "giu",
);

const PATTERNS: Array<[ContactDetailKind, RegExp]> = [
  ["email", EMAIL],
  ["phone", PHONE],
  ["postcode", POSTCODE],
  ["street", STREET],
];

/** Every hit in the text, in order, without overlaps (an e-mail address wins over a number inside it). */
export function findContactDetails(text: string): ContactDetailHit[] {
  const hits: ContactDetailHit[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (hits.some((h) => start < h.end && end > h.start)) continue;
      hits.push({ kind, start, end, text: m[0] });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

export function hasContactDetails(text: string | null | undefined): boolean {
  return !!text && findContactDetails(text).length > 0;
}

/** The text in pieces for highlighting: plain runs and hits, in order; joined they are the text again. */
export function contactDetailSegments(text: string): Array<{ text: string; kind: ContactDetailKind | null }> {
  const segments: Array<{ text: string; kind: ContactDetailKind | null }> = [];
  let at = 0;
  for (const hit of findContactDetails(text)) {
    if (hit.start > at) segments.push({ text: text.slice(at, hit.start), kind: null });
    segments.push({ text: hit.text, kind: hit.kind });
    at = hit.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), kind: null });
  return segments;
}
