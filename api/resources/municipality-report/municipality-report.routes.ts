/**
 * /api/v1/analytics/municipalities (ADR 0068): the municipality report and its CSV. Read-only; the handlers decide
 * the centre scope first (api/services/analytics-scope.ts), then read the period.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../../types";
import { municipalityReportCsv, showMunicipalityReport } from "./municipality-report.handlers";

export const municipalityReportRoutes = new Hono<ApiEnv>()
  .get("/municipalities", showMunicipalityReport)
  .get("/municipalities.csv", municipalityReportCsv);
