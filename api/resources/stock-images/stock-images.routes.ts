/** /api/v1/stock_images (SPEC §3 Stock image): guards (401/403/404), then validators, then the handler. */
import { Hono } from "hono";
import { stockImageInput } from "../../../contract/uploads";
import { body, query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { managesStockImages, pathStockImage } from "./stock-images.guards";
import { createStockImage, deleteStockImage, listStockImages, showStockImage, updateStockImage } from "./stock-images.handlers";
import { LIST_STOCK_IMAGES_QUERY, STOCK_IMAGE_TYPES } from "./stock-images.schemas";

const stockImageBody = body({ schema: stockImageInput, types: STOCK_IMAGE_TYPES });

export const stockImageRoutes = new Hono<ApiEnv>()
  .get("/", managesStockImages, query(LIST_STOCK_IMAGES_QUERY), listStockImages)
  .post("/", managesStockImages, stockImageBody, createStockImage)
  .get("/:id", managesStockImages, pathStockImage, query({}), showStockImage)
  .on(["PATCH", "PUT"], "/:id", managesStockImages, pathStockImage, stockImageBody, updateStockImage)
  .delete("/:id", managesStockImages, pathStockImage, deleteStockImage);
