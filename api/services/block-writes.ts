/**
 * The writes of a page's content blocks (ADR 0048): add, edit, move, remove. Each is a save of the page
 * (api/services/page-writes.ts `savePage`): one D1 batch that keeps a revision of the page as it was, makes the
 * block's change, and raises the page's version — every statement conditioned on the version the editor read, so
 * a stale edit changes nothing and answers 409. Blocks change only together with their page's version, so the
 * order read before the batch is the order of that version; the batch numbers the blocks 0…n−1 in their new order.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { BlockType } from "../../contract/content-blocks";
import { MAX_PAGE_BLOCKS } from "../../contract/content-blocks";
import { errorMessage } from "../../contract/messages";
import { contentBlocks } from "../../db/schema";
import { JsonApiError } from "../jsonapi/errors";
import { scope } from "../scope";
import type { ApiEnv } from "../types";
import type { Statement } from "./notification-mails";
import { atVersion, type PageRow, savePage } from "./page-writes";

export type BlockRow = typeof contentBlocks.$inferSelect;

/** The ids of a page's blocks in their order. */
async function orderOf(c: Context<ApiEnv>, pageId: number): Promise<number[]> {
  const rows = await scope(c)
    .db.select({ id: contentBlocks.id })
    .from(contentBlocks)
    .where(eq(contentBlocks.pageId, pageId))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  return rows.map((r) => r.id);
}

/**
 * Gives the blocks `ids` the places `places[i]`, if the page is still at `version`. The pairs travel as one JSON
 * parameter (D1 binds at most 100 parameters per statement; a page has up to MAX_PAGE_BLOCKS blocks).
 */
function place(page: PageRow, version: number, ids: number[], places: number[]): Statement[] {
  if (ids.length === 0) return [];
  const pairs = JSON.stringify(ids.map((id, i) => [id, places[i]]));
  return [
    sql`update content_blocks set position =
        (select json_extract(value, '$[1]') from json_each(${pairs}) where json_extract(value, '$[0]') = content_blocks.id)
      where page_id = ${page.id}
        and id in (select json_extract(value, '$[0]') from json_each(${pairs}))
        and ${atVersion(page.id, version)}`,
  ];
}

/** Numbers the blocks `ids` 0…n−1 in this order. */
const renumber = (page: PageRow, version: number, ids: number[]) =>
  place(
    page,
    version,
    ids,
    ids.map((_, i) => i),
  );

const tooMany = () =>
  new JsonApiError(422, [
    {
      code: "too_many_blocks",
      detail: `A page has at most ${MAX_PAGE_BLOCKS} blocks.`,
      meta: { message: errorMessage("content-admin:errors.tooManyBlocks", { count: MAX_PAGE_BLOCKS }) },
    },
  ]);

/** A new block at `position` (0 = first; undefined or past the end = last). Returns the page as saved and the block. */
export async function addBlock(
  c: Context<ApiEnv>,
  page: PageRow,
  version: number,
  block: { blockType: BlockType; props: Record<string, unknown>; propsEn: Record<string, unknown> | null; position?: number },
) {
  const s = scope(c);
  const order = await orderOf(c, page.id);
  if (order.length >= MAX_PAGE_BLOCKS) throw tooMany();
  const at = Math.min(block.position ?? order.length, order.length);
  const insert = sql`insert into content_blocks (tenant_id, page_id, position, block_type, props, props_en)
    select ${s.tenantId}, ${page.id}, ${at}, ${block.blockType}, ${JSON.stringify(block.props)},
      ${block.propsEn === null ? null : JSON.stringify(block.propsEn)}
    where ${atVersion(page.id, version)}`;
  // The blocks from `at` on move one place on; the new one takes `at`.
  const shift = place(
    page,
    version,
    order,
    order.map((_, i) => (i < at ? i : i + 1)),
  );
  const saved = await savePage(c, page, version, {}, undefined, [...shift, insert]);
  const [created] = await s.db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.pageId, page.id), eq(contentBlocks.position, at)))
    .orderBy(sql`${contentBlocks.id} desc`)
    .limit(1);
  if (!created) throw new Error("the added block was not found");
  return { page: saved, block: created };
}

/** Replaces a block's props and English texts (undefined = unchanged). */
export function editBlock(
  c: Context<ApiEnv>,
  page: PageRow,
  version: number,
  block: BlockRow,
  change: { props?: Record<string, unknown>; propsEn?: Record<string, unknown> | null },
) {
  const sets = [
    ...(change.props !== undefined ? [sql`props = ${JSON.stringify(change.props)}`] : []),
    ...(change.propsEn !== undefined ? [sql`props_en = ${change.propsEn === null ? null : JSON.stringify(change.propsEn)}`] : []),
    sql`updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ];
  return savePage(c, page, version, {}, undefined, [
    sql`update content_blocks set ${sql.join(sets, sql`, `)}
      where id = ${block.id} and page_id = ${page.id} and ${atVersion(page.id, version)}`,
  ]);
}

/** Moves a block to `position` among the page's blocks (past the end = last). */
export async function moveBlock(c: Context<ApiEnv>, page: PageRow, version: number, block: BlockRow, position: number) {
  const order = (await orderOf(c, page.id)).filter((id) => id !== block.id);
  order.splice(Math.min(position, order.length), 0, block.id);
  return savePage(c, page, version, {}, undefined, renumber(page, version, order));
}

/** Removes a block; the others close up. */
export async function removeBlock(c: Context<ApiEnv>, page: PageRow, version: number, block: BlockRow) {
  const order = (await orderOf(c, page.id)).filter((id) => id !== block.id);
  return savePage(c, page, version, {}, undefined, [
    sql`delete from content_blocks where id = ${block.id} and page_id = ${page.id} and ${atVersion(page.id, version)}`,
    ...renumber(page, version, order),
  ]);
}
