/**
 * /api/v1/uploads (ADR 0046): upload (multipart, the file checked by its bytes), list with search, delete unless a
 * page uses it; /api/v1/files/…: a stored file, served with its own type and cached for good.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import { MAX_UPLOAD_BODY_BYTES, UPLOAD_FILE_FIELD, UPLOAD_MESSAGES } from "../../../contract/uploads";
import { uploads } from "../../../db/schema";
import { fieldError, JsonApiError, notFound } from "../../jsonapi/errors";
import { messageDetail } from "../../jsonapi/messages";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import { requireUser } from "../../middleware/auth";
import { idParam } from "../../middleware/params";
import { jsonApi } from "../../respond";
import { listWithCount, orderBy, scope } from "../../scope";
import { imageDimensions } from "../../services/image-dimensions";
import {
  checkFile,
  deleteUnlessUsed,
  fileError,
  randomToken,
  readBodyCapped,
  storageKey,
  uploadedByName,
  uploadResource,
} from "../../services/uploads";
import type { ApiEnv, Validated } from "../../types";
import { pathUploadOf } from "./uploads.guards";
import type { LIST_UPLOADS_QUERY } from "./uploads.schemas";

type ListQuery = ParsedQuery<(typeof LIST_UPLOADS_QUERY)["filters"]>;

const SORT = { created_at: uploads.createdAt, name: uploads.name, byte_size: uploads.byteSize, id: uploads.id };
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/svg+xml"];

export async function listUploads(c: Validated<{ query: ListQuery }>) {
  const { filter, sort, page } = c.req.valid("query");
  const s = scope(c);
  const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = s.where(
    uploads,
    eq(uploads.volunteerCenterId, s.centerId()),
    q ? sql`${uploads.name} LIKE ${q} ESCAPE '\\'` : undefined,
    filter.kind === "image" ? inArray(uploads.contentType, IMAGE_TYPES) : undefined,
    filter.kind === "pdf" ? eq(uploads.contentType, "application/pdf") : undefined,
  );
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select({ row: uploads, uploadedByName })
      .from(uploads)
      .where(where)
      .orderBy(...orderBy(sort, SORT, uploads.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    uploads,
    where,
  );
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  return jsonApi(
    c,
    toDocument({ data: rows.map((r) => uploadResource({ ...r.row, uploadedByName: r.uploadedByName })), links, meta }),
  );
}

/** Multipart: the `file` field. The body is capped before it is read; the bytes decide what the file is. */
export async function createUpload(c: Context<ApiEnv>) {
  const user = requireUser(c).user;
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new JsonApiError(415, [
      {
        code: "unsupported_media_type",
        detail: "An upload is a multipart/form-data body with a `file` field.",
        source: { header: "Content-Type" },
      },
    ]);
  }
  const body = await readBodyCapped(c.req.raw, MAX_UPLOAD_BODY_BYTES, () => fileError("too_large", UPLOAD_MESSAGES.fileTooLarge));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new JsonApiError(415, [
      {
        code: "unsupported_media_type",
        detail: "The multipart body could not be read (a missing or broken boundary).",
        source: { header: "Content-Type" },
      },
    ]);
  }
  const file = form.get(UPLOAD_FILE_FIELD);
  if (!(file instanceof File) || file.size === 0) throw fileError("required", UPLOAD_MESSAGES.required);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkFile(file.name, bytes);
  const size = imageDimensions(bytes, checked.type);
  const s = scope(c);
  const centerId = s.centerId();
  const key = storageKey(s.tenantId, centerId, randomToken(), checked.name);
  await c.env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: checked.type } });
  const [row] = await s.db
    .insert(uploads)
    .values({
      tenantId: s.tenantId,
      volunteerCenterId: centerId,
      name: checked.name,
      contentType: checked.type,
      byteSize: bytes.byteLength,
      width: size?.width ?? null,
      height: size?.height ?? null,
      storageKey: key,
      uploadedById: user.id,
    })
    .returning();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return jsonApi(c, toDocument({ data: uploadResource({ ...row, uploadedByName: name }) }), 201);
}

export async function showUpload(c: Context<ApiEnv>) {
  return jsonApi(c, toDocument({ data: uploadResource(pathUploadOf(c)) }));
}

export async function deleteUpload(c: Context<ApiEnv>) {
  const row = pathUploadOf(c);
  const usedBy = await deleteUnlessUsed(c, row);
  if (usedBy === null) return c.body(null, 204);
  if (usedBy.length === 0) throw notFound();
  const key = `${UPLOAD_MESSAGES.inUse}|${JSON.stringify({ pages: usedBy.join(", ") })}`;
  throw new JsonApiError(422, [
    { ...fieldError("/data", "in_use", messageDetail(key)), meta: { message: key, used_by: usedBy } },
  ]);
}

/** A served file's own policy: no script, no plugin, no request anywhere; inline styles and data: images for SVGs. */
export const SERVED_FILE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** A year: the URL of a file never changes content (a new file is a new key). */
const CACHE_FOREVER = "public, max-age=31536000, immutable";

/** GET /api/v1/files/<centre>/<token>/<name>: the tenant's stored file, or 404 (another tenant's path included). */
export async function serveFile(c: Context<ApiEnv>) {
  const s = scope(c);
  const centerId = idParam(c, "center");
  const token = c.req.param("token") ?? "";
  if (!/^[0-9a-f]{32}$/.test(token)) throw notFound();
  const key = storageKey(s.tenantId, centerId, token, c.req.param("name") ?? "");
  const [row] = await s.db
    .select()
    .from(uploads)
    .where(s.where(uploads, eq(uploads.storageKey, key)))
    .limit(1);
  if (!row) throw notFound();
  const object = await c.env.UPLOADS.get(key);
  if (!object) throw notFound();
  const headers = new Headers({
    "Content-Type": row.contentType,
    "Content-Length": String(row.byteSize),
    "Cache-Control": CACHE_FOREVER,
    "X-Content-Type-Options": "nosniff",
    // Nothing in a served file runs: an SVG opened on its own shows, never scripts (ADR 0046); no other site frames
    // it. The Worker's site-wide headers keep this policy (app/utils/security-headers.server.ts, ADR 0058).
    "Content-Security-Policy": SERVED_FILE_POLICY,
    ETag: object.httpEtag,
  });
  // A PDF downloads under its cleaned name (safe in the header: letters, digits, dot, dash, underscore only).
  headers.set(
    "Content-Disposition",
    `${row.contentType === "application/pdf" ? "attachment" : "inline"}; filename="${row.name}"`,
  );
  return new Response(object.body, { headers });
}
