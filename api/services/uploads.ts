/**
 * Uploaded files (ADR 0046): what a file's bytes are (magic numbers, never its name or declared type), whether an
 * SVG is inert, the bucket key and public URL, reading a multipart body with a hard cap, and where a file is used.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  MAX_IMAGE_BYTES,
  MAX_PDF_BYTES,
  UPLOAD_MESSAGES,
  type UploadAttributes,
  type UploadContentType,
} from "../../contract/uploads";
import { contentBlocks, pages, stockImages, uploads, users } from "../../db/schema";
import { fieldError, JsonApiError } from "../jsonapi/errors";
import { messageDetail } from "../jsonapi/messages";
import { resource } from "../jsonapi/serialize";
import { scope } from "../scope";
import type { Validated } from "../types";

export type UploadRow = typeof uploads.$inferSelect;

/** Where a multipart upload's file errors point (the form's `file` field). */
export const FILE_POINTER = "/data/attributes/file";

/** A 422 on the file field with a message key (its English detail and the key in `meta.message`, ADR 0040). */
export function fileError(code: string, message: string, params?: Record<string, unknown>): JsonApiError {
  const key = params ? `${message.split("|")[0]}|${JSON.stringify({ ...parseParams(message), ...params })}` : message;
  return new JsonApiError(422, [{ ...fieldError(FILE_POINTER, code, messageDetail(key)), meta: { message: key } }]);
}
function parseParams(message: string): Record<string, unknown> {
  const bar = message.indexOf("|");
  return bar < 0 ? {} : (JSON.parse(message.slice(bar + 1)) as Record<string, unknown>);
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The SVG document's start: an optional XML declaration, comments and doctype, then the `<svg` root element. */
const SVG_START = /^(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)*<svg[\s>/]/i;

/** What the bytes are, or null: JPEG, PNG, GIF, WebP and PDF by their magic numbers, SVG by its root element. */
export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  const text = svgText(bytes);
  if (text !== null && SVG_START.test(text.trimStart())) return "image/svg+xml";
  return null;
}

function svgText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Active content an SVG may not carry (ADR 0046: refused, not rewritten): scripts, event handlers, embedded HTML or
 * documents, entity declarations, animations that set a link, and any link that is not to the document itself or an
 * inline raster image. The file is also served with a CSP that runs nothing; this keeps it inert anywhere it is opened.
 */
const ACTIVE_SVG = [
  /<script[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /<(foreignObject|iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /<!ENTITY/i,
  /<(set|animate)\b[^>]*attributeName\s*=\s*["']?(xlink:)?href/i,
  /(?:javascript|vbscript|data:text|data:application)\s*:/i,
  /&#/,
  /\bhref\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i,
  /url\(\s*["']?\s*(?!#)/i,
  /@import/i,
];

export function svgIsInert(bytes: Uint8Array): boolean {
  const text = svgText(bytes);
  return text !== null && !ACTIVE_SVG.some((pattern) => pattern.test(text));
}

const EXTENSIONS: Record<UploadContentType, string[]> = {
  "image/jpeg": ["jpg", "jpeg", "jpe"],
  "image/png": ["png"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "image/svg+xml": ["svg"],
  "application/pdf": ["pdf"],
};
const KIND: Record<UploadContentType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/svg+xml": "SVG",
  "application/pdf": "PDF",
};

/** The type a file name's extension claims, when it names one of ours. */
function namedType(name: string): UploadContentType | null {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  const found = Object.entries(EXTENSIONS).find(([, list]) => list.includes(extension));
  return found ? (found[0] as UploadContentType) : null;
}

/**
 * A name safe in a URL, a bucket key and a Content-Disposition header: the base name, letters, digits, dot, dash and
 * underscore only (anything else becomes `-`), at most 100 characters, with the extension of what the bytes are.
 */
export function safeFileName(name: string, type: UploadContentType): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const withoutExtension = base.includes(".") ? base.slice(0, base.lastIndexOf(".")) : base;
  const cleaned = withoutExtension
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 90);
  return `${cleaned || "file"}.${EXTENSIONS[type][0]}`;
}

/** The checked file: its type by its bytes, within its size limit, its name agreeing with its content. */
export function checkFile(name: string, bytes: Uint8Array): { type: UploadContentType; name: string } {
  const type = sniffContentType(bytes);
  if (!type) throw fileError("unsupported_type", UPLOAD_MESSAGES.unsupportedType);
  const named = namedType(name);
  if (named && named !== type) {
    throw fileError("name_mismatch", UPLOAD_MESSAGES.nameMismatch, { named: KIND[named], found: KIND[type] });
  }
  if (type === "application/pdf") {
    if (bytes.byteLength > MAX_PDF_BYTES) throw fileError("too_large", UPLOAD_MESSAGES.fileTooLarge);
  } else if (bytes.byteLength > MAX_IMAGE_BYTES) {
    throw fileError("too_large", UPLOAD_MESSAGES.imageTooLarge);
  }
  if (type === "image/svg+xml" && !svgIsInert(bytes)) throw fileError("active_content", UPLOAD_MESSAGES.activeSvg);
  return { type, name: safeFileName(name, type) };
}

/**
 * The request body, read up to `max` bytes: a declared Content-Length over it is refused before anything is read,
 * and a body without one (chunked) is cut off as soon as it passes the limit. Nothing is stored either way.
 */
export async function readBodyCapped(request: Request, max: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** A fresh random part of a key: a new file, a new URL (so a URL's content never changes: cached for good). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export const storageKey = (tenantId: string, centerId: number, token: string, name: string) =>
  `${tenantId}/${centerId}/${token}/${name}`;

/** The public URL path of a stored file: the key without its tenant (the host names the tenant). */
export function uploadUrl(row: Pick<UploadRow, "storageKey">): string {
  return `/api/v1/files/${row.storageKey.slice(row.storageKey.indexOf("/") + 1)}`;
}

/** The token in a stored key: what a page's blocks contain when they show the file. */
const tokenOf = (row: Pick<UploadRow, "storageKey">) => row.storageKey.split("/")[2] ?? row.storageKey;

export function uploadResource(row: UploadRow & { uploadedByName?: string | null }) {
  const attributes: UploadAttributes = {
    volunteerCenterId: row.volunteerCenterId,
    name: row.name,
    contentType: row.contentType as UploadContentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    url: uploadUrl(row),
    uploadedById: row.uploadedById,
    uploadedByName: row.uploadedByName ?? null,
    createdAt: row.createdAt,
  };
  return resource("uploads", row.id, attributes);
}

export const uploadedByName = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${uploads.uploadedById})`;

/** Pages (of this tenant) whose blocks or own image show this file: by its URL's random token. */
export function pagesUsing(row: Pick<UploadRow, "storageKey" | "tenantId">) {
  const pattern = `%${tokenOf(row)}%`;
  return sql`select ${pages.id} from ${pages} where ${pages.tenantId} = ${row.tenantId} and (${pages.imageUrl} like ${pattern} or exists (select 1 from ${contentBlocks} where ${contentBlocks.pageId} = ${pages.id} and ${contentBlocks.props} like ${pattern}))`;
}

/**
 * Deletes the upload's row unless a page or stock image uses it — decided inside the one DELETE statement, so a page
 * saved at the same moment cannot slip between a check and the delete. Null: deleted; else the titles that use it.
 */
export async function deleteUnlessUsed(c: Validated<object>, row: UploadRow): Promise<string[] | null> {
  const s = scope(c);
  const deleted = await s.db
    .delete(uploads)
    .where(
      and(
        s.where(uploads, eq(uploads.id, row.id)),
        sql`not exists (${pagesUsing(row)})`,
        sql`not exists (select 1 from ${stockImages} where ${stockImages.uploadId} = ${uploads.id})`,
      ),
    )
    .returning({ id: uploads.id });
  if (deleted.length > 0) {
    await c.env.UPLOADS.delete(row.storageKey);
    return null;
  }
  const usedBy = await s.db.all<{ title: string }>(
    sql`select ${pages.title} as title from ${pages} where ${pages.id} in (${pagesUsing(row)}) union all select ${stockImages.name} as title from ${stockImages} where ${stockImages.tenantId} = ${s.tenantId} and ${stockImages.uploadId} = ${row.id}`,
  );
  return usedBy.map((u) => u.title);
}
