/**
 * /test/dollar-api (ADR 0073): the API client's own door (`context.api.request`), for any GET of the JSON:API under
 * /api/v1 typed into a form (a GET form: works without JavaScript) — the status, the request id and the document the
 * API answers, or its error document (a 400 with the parameter, a 404, a 403). It sends the visitor's own session:
 * the API decides what they may read, as for every screen. Reads only.
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { JsonBlock } from "~/components/dev-pages/json-block";
import { buttonClass, inputClass, linkClass, PageHeading } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { ApiError } from "~/utils/api.server";
import type { RouteHandle } from "~/utils/route-handle";

export const handle: RouteHandle = { titleKey: "dev-pages:dollar-api.title" };

const DEFAULT_PATH = "/api/v1/vacancies?page[size]=2&fields[vacancies]=title";
/** Examples: an answer, a 404 and a 400 with its parameter. */
const EXAMPLES = [DEFAULT_PATH, "/api/v1/vacancies/0", "/api/v1/vacancies?page[size]=abc"];
/** Characters of a path with its query (no scheme, no `#`, no spaces). */
const API_PATH = /^\/api\/v1\/[\w\-./[\]=&?,%:+]{0,300}$/;

/** A path of the JSON:API under /api/v1/, also once resolved: `..` or `%2e%2e` cannot step out of it. */
export function isApiPath(path: string): boolean {
  if (!API_PATH.test(path) || path.includes("//")) return false;
  return new URL(path, "http://api.internal").pathname.startsWith("/api/v1/");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get("path");
  const path = typed ?? DEFAULT_PATH;
  if (!isApiPath(path)) return { path, invalid: true, answer: null };
  try {
    const response = await context.api.download(path, { errors: "throw" });
    return {
      path,
      invalid: false,
      answer: {
        status: response.status,
        requestId: response.headers.get("X-Request-Id"),
        contentType: response.headers.get("Content-Type"),
        body: (await response.json()) as unknown,
      },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      path,
      invalid: false,
      answer: { status: error.status, requestId: error.requestId ?? null, contentType: null, body: { errors: error.errors } },
    };
  }
}

export default function DevDollarApi() {
  const { t } = useTranslation("dev-pages");
  const { path, invalid, answer } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={t("dollar-api.title")} description={t("dollar-api.description")} />
      <div className="space-y-6">
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1">
            <label htmlFor="dollar-api-path" className="block font-semibold">
              {t("dollar-api.path")}
            </label>
            <input
              id="dollar-api-path"
              name="path"
              defaultValue={path}
              maxLength={320}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? "dollar-api-path-error" : undefined}
              className={`${inputClass} font-mono`}
            />
            {invalid ? (
              <p id="dollar-api-path-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
                {t("dollar-api.invalidPath")}
              </p>
            ) : null}
          </div>
          <button type="submit" className={buttonClass}>
            {t("dollar-api.send")}
          </button>
        </Form>
        <ul className="list-disc space-y-1 pl-5">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <LocaleLink to={`/test/dollar-api?path=${encodeURIComponent(example)}`} className={`${linkClass} break-all`}>
                {example}
              </LocaleLink>
            </li>
          ))}
        </ul>
        {answer ? (
          <section className="space-y-3" aria-live="polite">
            <h2 className="text-xl font-semibold">{t("dollar-api.answer", { status: answer.status })}</h2>
            <p>
              {t("dollar-api.requestId")}: <code>{answer.requestId ?? "—"}</code>
            </p>
            <JsonBlock label={t("dollar-api.body")} value={answer.body} />
          </section>
        ) : null}
      </div>
    </>
  );
}
