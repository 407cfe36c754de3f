/**
 * An analytics request's centres and period (contract/analytics.ts), one reader for every analytics answer (the
 * charts, the municipality report and its CSV): the centre scope first (`analyticsCenters`: 401/403/404 before
 * anything the query says), then the query itself — `from`, `to`, `interval`, `center` and the answer's own parameters
 * (`own`, e.g. the report's municipality), each at most once; anything else, or a value a rule refuses, is a 400
 * naming the parameter (`source.parameter`), with a code from the rule's message key (`end_before_start`), the key in
 * `meta.message` and English words in `detail` — never a 500.
 */
import type { Context } from "hono";
import { type AnyZodObject, type ZodIssue, z } from "zod";
import { type AnalyticsInterval, type AnalyticsRange, analyticsQuery, rangeOf } from "../../contract/analytics";
import { isMessageKey, parseMessageKey } from "../../contract/messages";
import { badParameter, JsonApiError } from "../jsonapi/errors";
import { messageDetail } from "../jsonapi/messages";
import type { ApiEnv } from "../types";
import { type AnalyticsCenters, analyticsCenters } from "./analytics-scope";

const FILTER = ["from", "to", "interval", "center"] as const;
const CENTER = /^(all|\d{1,12})$/;
/** Longer than any value a rule accepts: refused before it is parsed. */
const MAX_VALUE = 200;

/** `analytics:errors.endBeforeStart` → `end_before_start`; a message that is no key → `invalid_parameter`. */
function codeOf(message: string): string {
  if (!isMessageKey(message)) return "invalid_parameter";
  const last = parseMessageKey(message).key.split(".").pop() ?? "";
  return last.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`) || "invalid_parameter";
}

function parameterError(issues: readonly ZodIssue[]): JsonApiError {
  return new JsonApiError(
    400,
    issues.map((issue) => ({
      code: codeOf(issue.message),
      title: "Invalid Query Parameter",
      detail: messageDetail(issue.message),
      ...(isMessageKey(issue.message) ? { meta: { message: issue.message } } : {}),
      source: { parameter: String(issue.path[0] ?? "") },
    })),
  );
}

export async function analyticsRequest<S extends AnyZodObject = z.ZodObject<Record<string, never>>>(
  c: Context<ApiEnv>,
  own?: S,
): Promise<AnalyticsCenters & { range: AnalyticsRange; own: z.infer<S> }> {
  const params = new URL(c.req.url).searchParams;
  const center = params.get("center") ?? "";
  // The guard: who may see which centre. A malformed `center` is not looked up; the rule below names it.
  const centers = await analyticsCenters(c, CENTER.test(center) ? center : undefined);
  const allowed: readonly string[] = [...FILTER, ...Object.keys(own?.shape ?? {})];
  const input: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!allowed.includes(name)) throw badParameter(name, `Unknown query parameter '${name}'.`, "unknown_parameter");
    if (seen.has(name)) throw badParameter(name, `${name} may be given only once.`);
    seen.add(name);
    if (value.length > MAX_VALUE) throw badParameter(name, `${name} is too long.`);
    if (value.trim() !== "") input[name] = value;
  }
  const pick = (names: readonly string[]) => Object.fromEntries(Object.entries(input).filter(([k]) => names.includes(k)));
  const filter = analyticsQuery.safeParse(pick(FILTER));
  if (!filter.success) throw parameterError(filter.error.issues);
  const ownParsed = (own ?? z.object({})).safeParse(pick(Object.keys(own?.shape ?? {})));
  if (!ownParsed.success) throw parameterError(ownParsed.error.issues);
  const range = rangeOf(filter.data as { from?: string; to?: string; interval?: AnalyticsInterval });
  return { ...centers, range, own: ownParsed.data as z.infer<S> };
}
