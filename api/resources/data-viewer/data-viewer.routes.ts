/**
 * /api/v1/data_viewer (ADR 0071): the admin's read-only view of the tenant's records. Guard first (`data_viewer.view`:
 * 401 signed out, 403 for anyone but an admin), then the table (404 for one not in contract/data-viewer.ts) and the
 * parameters checked against its allow-list (400 naming the parameter), then the audited read.
 */
import { Hono } from "hono";
import { holdsSomewhere } from "../../middleware/guard";
import type { ApiEnv } from "../../types";
import { exportTable, listTables, showTable } from "./data-viewer.handlers";

const mayView = holdsSomewhere("data_viewer.view");

export const dataViewerRoutes = new Hono<ApiEnv>()
  .get("/tables", mayView, listTables)
  .get("/tables/:table/export.csv", mayView, exportTable)
  .get("/tables/:table", mayView, showTable);
