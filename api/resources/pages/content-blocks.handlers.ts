/**
 * Writes on a page's content blocks (ADR 0048): POST /pages/{id}/content_blocks, PATCH and DELETE
 * /content_blocks/{id}, POST /content_blocks/{id}/move. The guards have found the page (and block) and checked who
 * may; the body's shape is checked by its route, the props here by the block type's own schema (contract
 * `checkBlock`: pointers such as `/data/attributes/props/cards/2/title`). Each answers the block (or nothing, for a
 * removal) with the page's new version in `meta.page_lock_version`, so an editor can go on without reading the page.
 */
import type { Context } from "hono";
import { z } from "zod";
import {
  type BlockType,
  checkBlock,
  type contentBlockCreateInput,
  type contentBlockMoveInput,
  type contentBlockUpdateInput,
  isBlockType,
} from "../../../contract/content-blocks";
import { notFound, validationError } from "../../jsonapi/errors";
import { toDocument } from "../../jsonapi/serialize";
import type { ValidBody } from "../../middleware/validate";
import { jsonApi } from "../../respond";
import { addBlock, type BlockRow, editBlock, moveBlock, removeBlock } from "../../services/block-writes";
import type { PageRow } from "../../services/page-writes";
import type { ApiEnv, Validated } from "../../types";
import { pathBlockOf, pathPageOf } from "./pages.guards";
import { blockResource } from "./pages.handlers";

type Create = ValidBody<z.output<typeof contentBlockCreateInput>>;
type Update = ValidBody<z.output<typeof contentBlockUpdateInput>>;
type Move = ValidBody<z.output<typeof contentBlockMoveInput>>;

/** The block's props checked by its type's schema, or 422 with a pointer per issue. */
function checked(blockType: BlockType, props: unknown, propsEn: unknown) {
  const result = checkBlock(blockType, props, propsEn);
  if (!result.ok) throw validationError(new z.ZodError(result.issues));
  return result;
}

const respond = (c: Context<ApiEnv>, page: PageRow, block: BlockRow | null, status: 200 | 201 = 200) =>
  jsonApi(
    c,
    { ...toDocument({ data: block ? blockResource(block) : null }), meta: { page_lock_version: page.lockVersion } },
    status,
  );

export async function createBlockHandler(c: Validated<{ json: Create }>) {
  const { data } = c.req.valid("json");
  const { props, propsEn } = checked(data.block_type, data.props, data.props_en);
  const { page, block } = await addBlock(c, pathPageOf(c), data.lock_version, {
    blockType: data.block_type,
    props,
    propsEn,
    position: data.position,
  });
  return respond(c, page, block, 201);
}

export async function updateBlockHandler(c: Validated<{ json: Update }>) {
  const { data } = c.req.valid("json");
  const block = pathBlockOf(c);
  // A block of a type this version no longer knows cannot be edited (its props cannot be checked).
  if (!isBlockType(block.blockType)) throw notFound();
  // Props not sent: the stored ones, checked again so that English texts are checked against the block as it is.
  const { props, propsEn } = checked(
    block.blockType,
    data.props ?? block.props,
    data.props_en === undefined ? block.propsEn : data.props_en,
  );
  const page = await editBlock(c, pathPageOf(c), data.lock_version, block, {
    props: data.props === undefined ? undefined : props,
    propsEn: data.props_en === undefined ? undefined : propsEn,
  });
  return respond(c, page, {
    ...block,
    props: data.props === undefined ? block.props : props,
    propsEn: data.props_en === undefined ? block.propsEn : propsEn,
  });
}

export async function moveBlockHandler(c: Validated<{ json: Move }>) {
  const { data } = c.req.valid("json");
  const block = pathBlockOf(c);
  const page = await moveBlock(c, pathPageOf(c), data.lock_version, block, data.position);
  return respond(c, page, block);
}

/** A removal acts on the page as the guard read it (no version sent): it makes a revision like any save. */
export async function deleteBlockHandler(c: Context<ApiEnv>) {
  const page = pathPageOf(c);
  const saved = await removeBlock(c, page, page.lockVersion, pathBlockOf(c));
  return respond(c, saved, null);
}
