/**
 * Who may handle the stock image library (`content.manage`: the library is the tenant's, shared by its centres, so
 * holding the action for one's own centre is enough), and the stock image a `/stock_images/{id}` route names.
 */
import { eq } from "drizzle-orm";
import { can } from "../../../contract/policy";
import { stockImages } from "../../../db/schema";
import { forbidden, notFound } from "../../jsonapi/errors";
import { actorOf, requireUser } from "../../middleware/auth";
import { defineContextKey } from "../../middleware/context-key";
import { guard } from "../../middleware/guard";
import { idParam } from "../../middleware/params";
import { scope } from "../../scope";
import { type StockImageRow, type UploadFacts, uploadFacts } from "../../services/stock-images";

const PATH_STOCK_IMAGE = defineContextKey<{ row: StockImageRow } & UploadFacts>("pathStockImage");
export const pathStockImageOf = PATH_STOCK_IMAGE.get;

export const pathStockImage = guard(async (c) => {
  const s = scope(c);
  const [found] = await s.db
    .select({ row: stockImages, ...uploadFacts })
    .from(stockImages)
    .where(s.where(stockImages, eq(stockImages.id, idParam(c))))
    .limit(1);
  if (!found) throw notFound();
  PATH_STOCK_IMAGE.set(c, found);
});

export const managesStockImages = guard((c) => {
  requireUser(c);
  const actor = actorOf(c);
  if (!can(actor, "content.manage", { centerId: actor?.centerId })) throw forbidden();
});
