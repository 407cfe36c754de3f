/**
 * GET /api/v1/images (ADR 0058): the centre's image uploads (never its PDFs) and the tenant's stock images that show
 * an image, in one list newest first, searched and paged in the database — one UNION ALL, its page and its count in
 * one statement.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ImageChoiceAttributes } from "../../../contract/uploads";
import type { ParsedQuery } from "../../jsonapi/query";
import { paginate, resource, toDocument } from "../../jsonapi/serialize";
import { jsonApi } from "../../respond";
import { scope } from "../../scope";
import { uploadUrl } from "../../services/uploads";
import type { Validated } from "../../types";
import type { LIST_IMAGES_QUERY } from "./images.schemas";

type ListQuery = ParsedQuery<(typeof LIST_IMAGES_QUERY)["filters"]>;

const IMAGE_TYPES = sql.raw("('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/svg+xml')");

interface ChoiceRow {
  kind: ImageChoiceAttributes["kind"];
  id: number;
  name: string;
  short_description: string | null;
  storage_key: string | null;
  image_url: string | null;
  width: number | null;
  height: number | null;
  created_at: string;
}

/** Both sources as one row shape; `like` (already escaped, with its `%`s) narrows each. */
function choices(tenantId: string, centerId: number, like: string | undefined): SQL {
  const uploadMatch = like ? sql`and u.name like ${like} escape '\\'` : sql``;
  const stockMatch = like
    ? sql`and (s.name like ${like} escape '\\' or s.short_description like ${like} escape '\\' or exists (select 1 from json_each(s.keywords) where json_each.value like ${like} escape '\\'))`
    : sql``;
  return sql`select 'upload' as kind, u.id as id, u.name as name, null as short_description, u.storage_key as storage_key, null as image_url, u.width as width, u.height as height, u.created_at as created_at
    from uploads u
    where u.tenant_id = ${tenantId} and u.volunteer_center_id = ${centerId} and u.content_type in ${IMAGE_TYPES} ${uploadMatch}
    union all
    select 'stock_image', s.id, s.name, s.short_description, u.storage_key, s.image_url, u.width, u.height, s.created_at
    from stock_images s left join uploads u on u.id = s.upload_id and u.tenant_id = s.tenant_id
    where s.tenant_id = ${tenantId} and (u.storage_key is not null or s.image_url is not null) ${stockMatch}`;
}

/** An upload's name without its extension: `Zomer-feest.png` → `Zomer-feest`. */
const withoutExtension = (name: string) => (name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : name);

function choiceResource(row: ChoiceRow) {
  const isUpload = row.kind === "upload";
  const attributes: ImageChoiceAttributes = {
    kind: row.kind,
    name: row.name,
    alt: isUpload ? withoutExtension(row.name) : row.short_description?.trim() || row.name,
    url: row.storage_key ? uploadUrl({ storageKey: row.storage_key }) : (row.image_url ?? ""),
    width: row.storage_key ? row.width : null,
    height: row.storage_key ? row.height : null,
    createdAt: row.created_at,
  };
  return resource("images", `${row.kind}-${row.id}`, attributes);
}

export async function listImages(c: Validated<{ query: ListQuery }>) {
  const { filter, sort, page } = c.req.valid("query");
  const s = scope(c);
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : undefined;
  const union = choices(s.tenantId, s.centerId(), like);
  const direction = sort[0]?.descending === false ? sql`asc` : sql`desc`;
  // The count rides on the page's rows (a window over the whole union, before LIMIT): one statement, one round trip.
  const rows = await s.db.all<ChoiceRow & { total: number }>(
    sql`select *, count(*) over () as total from (${union}) order by created_at ${direction}, kind, id ${direction} limit ${page.size} offset ${(page.number - 1) * page.size}`,
  );
  // A page past the end has no row to carry the count: only then is it asked for on its own.
  const total =
    rows[0]?.total ??
    (page.number > 1 ? ((await s.db.all<{ n: number }>(sql`select count(*) as n from (${union})`))[0]?.n ?? 0) : 0);
  const { links, meta } = paginate(new URL(c.req.url), page, total);
  return jsonApi(c, toDocument({ data: rows.map(choiceResource), links, meta }));
}
