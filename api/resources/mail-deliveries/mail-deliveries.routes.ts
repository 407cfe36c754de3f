/** /api/v1/mail_deliveries (ADR 0059): the delivery log — guard (401/403), then the query validator. */
import { Hono } from "hono";
import { query } from "../../middleware/validate";
import type { ApiEnv } from "../../types";
import { readsDeliveries } from "./mail-deliveries.guards";
import { listMailDeliveries } from "./mail-deliveries.handlers";
import { LIST_MAIL_DELIVERIES_QUERY } from "./mail-deliveries.schemas";

export const mailDeliveryRoutes = new Hono<ApiEnv>().get(
  "/",
  readsDeliveries,
  query(LIST_MAIL_DELIVERIES_QUERY),
  listMailDeliveries,
);
