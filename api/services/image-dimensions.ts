/**
 * An uploaded image's width and height in pixels, read from its own bytes (ADR 0058): PNG's IHDR, JPEG's SOFn frame
 * header, GIF's logical screen, WebP's VP8/VP8L/VP8X header and an SVG root's width/height or viewBox. No library:
 * each format states its size in a few bytes near the start. The bytes are the sender's, so nothing here trusts
 * them: a truncated file, a length that points past the end, a zero or absurd size all give null, never a throw.
 */
import type { UploadContentType } from "../../contract/uploads";

export interface ImageDimensions {
  width: number;
  height: number;
}

/** No format we take states more than this on a side (JPEG and GIF cannot); a larger claim is a lying header. */
export const MAX_IMAGE_SIDE = 65535;

const sized = (width: number, height: number): ImageDimensions | null =>
  Number.isInteger(width) &&
  Number.isInteger(height) &&
  width >= 1 &&
  height >= 1 &&
  width <= MAX_IMAGE_SIDE &&
  height <= MAX_IMAGE_SIDE
    ? { width, height }
    : null;

const u16be = (b: Uint8Array, at: number) => (b[at] << 8) | b[at + 1];
const u16le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u24le = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8) | (b[at + 2] << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at] << 24) | (b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]) >>> 0;
const tag = (b: Uint8Array, at: number, text: string) => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

/** The image's size, or null when the bytes do not state one we can believe (a PDF has none). */
export function imageDimensions(bytes: Uint8Array, type: UploadContentType): ImageDimensions | null {
  try {
    switch (type) {
      case "image/png":
        return pngDimensions(bytes);
      case "image/jpeg":
        return jpegDimensions(bytes);
      case "image/gif":
        return gifDimensions(bytes);
      case "image/webp":
        return webpDimensions(bytes);
      case "image/svg+xml":
        return svgDimensions(bytes);
      default:
        return null;
    }
  } catch {
    // Every reader checks its bounds; this only keeps a reader's mistake from becoming a 500.
    return null;
  }
}

/** Signature (8), then the first chunk must be IHDR of length 13: width and height, 4 bytes each, big-endian. */
export function pngDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 24 || u32be(b, 8) !== 13 || !tag(b, 12, "IHDR")) return null;
  return sized(u32be(b, 16), u32be(b, 20));
}

/** Start-of-frame markers that carry the frame size: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Walks the marker segments from SOI to the first SOFn (precision, then height and width, 2 bytes each, big-endian).
 * Scan data (SOS) or the end (EOI) before a frame header, a segment length under 2 or past the end: null.
 */
export function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return null;
    while (at < b.length && b[at] === 0xff) at++; // fill bytes before a marker
    if (at >= b.length) return null;
    const marker = b[at];
    at++;
    // Markers without a length: TEM, RST0–7, another SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (marker === 0xd9 || marker === 0xda) return null;
    if (at + 2 > b.length) return null;
    const length = u16be(b, at);
    if (length < 2 || at + length > b.length) return null;
    if (isStartOfFrame(marker)) {
      // length (2), precision (1), height (2), width (2), components (1)…
      if (length < 8) return null;
      return sized(u16be(b, at + 5), u16be(b, at + 3));
    }
    at += length;
  }
  return null;
}

/** "GIF87a"/"GIF89a", then the logical screen's width and height, 2 bytes each, little-endian. */
export function gifDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 10 || !(tag(b, 0, "GIF87a") || tag(b, 0, "GIF89a"))) return null;
  return sized(u16le(b, 6), u16le(b, 8));
}

/** RIFF…WEBP and its first chunk: VP8 (lossy key frame), VP8L (lossless) or VP8X (extended: the canvas). */
export function webpDimensions(b: Uint8Array): ImageDimensions | null {
  if (b.length < 20 || !tag(b, 0, "RIFF") || !tag(b, 8, "WEBP")) return null;
  const data = 20;
  if (tag(b, 12, "VP8 ")) {
    // Frame tag (3), the key frame's start code 9D 01 2A, then 14-bit width and height (2 bits of scale above).
    if (b.length < data + 10 || b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
    if ((b[data] & 0x01) !== 0) return null; // not a key frame: no size here
    return sized(u16le(b, data + 6) & 0x3fff, u16le(b, data + 8) & 0x3fff);
  }
  if (tag(b, 12, "VP8L")) {
    // Signature 0x2F, then width−1 and height−1 in 14 bits each, little-endian bit order.
    if (b.length < data + 5 || b[data] !== 0x2f) return null;
    const b1 = b[data + 1];
    const b2 = b[data + 2];
    const b3 = b[data + 3];
    const b4 = b[data + 4];
    return sized(1 + (b1 | ((b2 & 0x3f) << 8)), 1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)));
  }
  if (tag(b, 12, "VP8X")) {
    // Flags (1), reserved (3), canvas width−1 and height−1 in 3 bytes each, little-endian.
    if (b.length < data + 10) return null;
    return sized(1 + u24le(b, data + 4), 1 + u24le(b, data + 7));
  }
  return null;
}

/** A length in user units: a plain number or px (a percentage or em says nothing about pixels). */
function svgLength(value: string | undefined): number | null {
  const match = value?.trim().match(/^\+?(\d+(?:\.\d*)?|\.\d+)(?:px)?$/i);
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function svgViewBox(value: string | undefined): { width: number; height: number } | null {
  const parts = value?.trim().split(/[\s,]+/) ?? [];
  if (parts.length !== 4) return null;
  const [, , width, height] = parts.map(Number);
  return Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The root `<svg>` element's width and height (unitless or px); the one missing follows the viewBox's proportions;
 * without either, the viewBox's own size. Rounded to whole pixels.
 */
export function svgDimensions(b: Uint8Array): ImageDimensions | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(b);
  } catch {
    return null;
  }
  const root = text.replace(/<!--[\s\S]*?-->/g, "").match(/<svg(\s[^>]*)?>/i);
  if (!root) return null;
  const attributes: Record<string, string> = {};
  for (const [, name, , value] of (root[1] ?? "").matchAll(/\s(width|height|viewBox)\s*=\s*(["'])([^"']*)\2/gi)) {
    attributes[name.toLowerCase()] ??= value;
  }
  const width = svgLength(attributes.width);
  const height = svgLength(attributes.height);
  const box = svgViewBox(attributes.viewbox);
  const round = (n: number) => Math.max(1, Math.round(n));
  if (width && height) return sized(round(width), round(height));
  if (box && width) return sized(round(width), round((width * box.height) / box.width));
  if (box && height) return sized(round((height * box.width) / box.height), round(height));
  if (box) return sized(round(box.width), round(box.height));
  return null;
}
