/**
 * An analytics request's centres and period (contract/analytics.ts): the centre scope first (`analyticsCenters`:
 * 401/403/404 before anything the query says), then the query itself — only `from`, `to`, `interval` and `center`,
 * each at most once; anything else, or a value the contract's rule refuses, is a 400 naming the parameter
 * (`source.parameter`, the message key in `meta.message`), never a 500.
 */
import type { Context } from "hono";
import { type AnalyticsInterval, type AnalyticsRange, analyticsQuery, rangeOf } from "../../contract/analytics";
import { isMessageKey } from "../../contract/messages";
import { badParameter, JsonApiError } from "../jsonapi/errors";
import { messageDetail } from "../jsonapi/messages";
import type { ApiEnv } from "../types";
import { type AnalyticsCenters, analyticsCenters } from "./analytics-scope";

const PARAMETERS = ["from", "to", "interval", "center"] as const;
const CENTER = /^(all|\d{1,12})$/;

export async function analyticsRequest(c: Context<ApiEnv>): Promise<AnalyticsCenters & { range: AnalyticsRange }> {
  const params = new URL(c.req.url).searchParams;
  const center = params.get("center") ?? "";
  // The guard: who may see which centre. A malformed `center` is not looked up; the rule below names it.
  const centers = await analyticsCenters(c, CENTER.test(center) ? center : undefined);
  const input: Record<string, string> = {};
  for (const [name, value] of params) {
    if (!(PARAMETERS as readonly string[]).includes(name))
      throw badParameter(name, `Unknown query parameter '${name}'.`, "unknown_parameter");
    if (name in input) throw badParameter(name, `${name} may be given only once.`);
    if (value.length > 40) throw badParameter(name, `${name} is too long.`);
    if (value.trim() !== "") input[name] = value;
  }
  const parsed = analyticsQuery.safeParse(input);
  if (!parsed.success) {
    throw new JsonApiError(
      400,
      parsed.error.issues.map((issue) => ({
        code: "invalid_parameter",
        title: "Invalid Query Parameter",
        detail: messageDetail(issue.message),
        ...(isMessageKey(issue.message) ? { meta: { message: issue.message } } : {}),
        source: { parameter: String(issue.path[0] ?? "") },
      })),
    );
  }
  return { ...centers, range: rangeOf(parsed.data as { from?: string; to?: string; interval?: AnalyticsInterval }) };
}
