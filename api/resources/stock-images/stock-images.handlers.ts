/** /api/v1/stock_images: the tenant's library — list with keyword search, show, create, edit, delete. */
import { and, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { z } from "zod";
import type { stockImageInput } from "../../../contract/uploads";
import { stockImages, uploads } from "../../../db/schema";
import { fieldError, JsonApiError } from "../../jsonapi/errors";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { listWithCount, orderBy, scope } from "../../scope";
import { normalizedKeywords, stockImageResource, uploadFacts } from "../../services/stock-images";
import type { ApiEnv, Validated } from "../../types";
import { pathStockImageOf } from "./stock-images.guards";
import type { LIST_STOCK_IMAGES_QUERY } from "./stock-images.schemas";

type ListQuery = ParsedQuery<(typeof LIST_STOCK_IMAGES_QUERY)["filters"]>;
type Input = Validated<{ json: ValidBody<z.output<typeof stockImageInput>> }>;

const SORT = { name: stockImages.name, created_at: stockImages.createdAt, id: stockImages.id };

export async function listStockImages(c: Validated<{ query: ListQuery }>) {
  const { filter, sort, page } = c.req.valid("query");
  const s = scope(c);
  const keyword = filter.keyword?.toLowerCase();
  const like = keyword ? `${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const where = s.where(
    stockImages,
    like
      ? sql`(exists (select 1 from json_each(${stockImages.keywords}) where lower(json_each.value) like ${like} escape '\\') or lower(${stockImages.name}) like ${`%${like}`} escape '\\')`
      : undefined,
  );
  const [rows, total] = await listWithCount(
    s.db,
    s.db
      .select({ row: stockImages, ...uploadFacts })
      .from(stockImages)
      .where(where)
      .orderBy(...orderBy(sort, SORT, stockImages.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    stockImages,
    where,
  );
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  return jsonApi(c, toDocument({ data: rows.map((r) => stockImageResource(r.row, r)), links, meta }));
}

export function showStockImage(c: Context<ApiEnv>) {
  const { row, ...upload } = pathStockImageOf(c);
  return jsonApi(c, toDocument({ data: stockImageResource(row, upload) }));
}

/** The upload an image names must be an image of this tenant: else a 422 on `upload_id`. */
async function checkedUpload(c: Input, uploadId: number | null | undefined, pointer: string) {
  if (uploadId === undefined || uploadId === null) return null;
  const s = scope(c);
  const [upload] = await s.db
    .select({ id: uploads.id, contentType: uploads.contentType })
    .from(uploads)
    .where(s.where(uploads, eq(uploads.id, uploadId)))
    .limit(1);
  if (!upload?.contentType.startsWith("image/")) {
    throw new JsonApiError(422, [
      {
        ...fieldError(`${pointer}/upload_id`, "not_found", "Choose an uploaded image."),
        meta: { message: "validation:api.notFound" },
      },
    ]);
  }
  return upload.id;
}

function values(data: z.output<typeof stockImageInput>, uploadId: number | null) {
  return {
    name: data.name,
    description: data.description || null,
    shortDescription: data.short_description || null,
    uploadId,
    imageUrl: uploadId ? null : data.image_url || null,
    keywords: normalizedKeywords(data.keywords),
  };
}

async function answer(c: Input, id: number, status: 200 | 201) {
  const s = scope(c);
  const [found] = await s.db
    .select({ row: stockImages, ...uploadFacts })
    .from(stockImages)
    .where(s.where(stockImages, eq(stockImages.id, id)))
    .limit(1);
  return jsonApi(c, toDocument({ data: stockImageResource(found.row, found) }), status);
}

export async function createStockImage(c: Input) {
  const { data, pointer } = c.req.valid("json");
  const uploadId = await checkedUpload(c, data.upload_id, pointer);
  const s = scope(c);
  const [row] = await s.db
    .insert(stockImages)
    .values({ tenantId: s.tenantId, ...values(data, uploadId) })
    .returning({ id: stockImages.id });
  return answer(c, row.id, 201);
}

export async function updateStockImage(c: Input) {
  const { data, pointer } = c.req.valid("json");
  const { row } = pathStockImageOf(c);
  const uploadId = await checkedUpload(c, data.upload_id, pointer);
  const s = scope(c);
  await s.db
    .update(stockImages)
    .set({ ...values(data, uploadId), updatedAt: new Date().toISOString() })
    .where(and(s.where(stockImages, eq(stockImages.id, row.id))));
  return answer(c, row.id, 200);
}

export async function deleteStockImage(c: Context<ApiEnv>) {
  const s = scope(c);
  await s.db.delete(stockImages).where(s.where(stockImages, eq(stockImages.id, pathStockImageOf(c).row.id)));
  return c.body(null, 204);
}
