/** Plain text split into text and http(s) URL parts, so a mail's links can be shown clickable without its HTML. */
export type TextPart = { kind: "text"; value: string } | { kind: "link"; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: "text", value: text.slice(last, start) });
    parts.push({ kind: "link", value: match[0].replace(/[.,;:]+$/, "") });
    last = start + match[0].replace(/[.,;:]+$/, "").length;
  }
  if (last < text.length) parts.push({ kind: "text", value: text.slice(last) });
  return parts;
}

/** The mail's text, or its HTML with tags dropped and link targets kept, when it has no text part. */
export function mailText(mail: { text: string | null; html: string | null }): string {
  if (mail.text) return mail.text;
  return (mail.html ?? "")
    .replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/h\d>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
