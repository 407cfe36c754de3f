/**
 * SPEC §2 /een-op-een-hulp (public): one-on-one / neighbour help in the tenant's wording (Burenhulp on
 * oldebroek, Een-op-een-hulp on public; 404 elsewhere). What it is, the open requests (what, when, place and
 * neighbourhood — never an address or contact; each links to its vacancy page, where a volunteer offers help) and
 * the form a resident asks with (honeypot; the API limits per IP). Works without JavaScript: GET shows, POST sends,
 * then post/redirect/get to `?verstuurd=1`.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDutchContent } from "~/components/content/content-lang";
import { isBotSubmission, linkClass, PageHeading } from "~/components/forms";
import { HelpRequestForm } from "~/components/help/help-form";
import { requestFacts } from "~/components/help/help-schema";
import { LocaleLink } from "~/components/locale-link";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { localPath, toastT } from "~/utils/urls.server";
import { type HelpActionData, openRequests, requireHelpWording, sendHelpRequest } from "./__help.server";

export const handle: RouteHandle = {
  isPublic: true,
  title: loaderTitle<typeof loader>((data) => data.title),
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const wording = requireHelpWording(context);
  const t = await toastT(context, "help");
  const sent = new URL(request.url).searchParams.get("verstuurd") === "1";
  return {
    wording,
    title: t(`wording.${wording}.name`),
    sent,
    idempotencyKey: context.newIdempotencyKey(),
    ...(await openRequests(context, wording)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireHelpWording(context);
  const formData = await request.formData();
  const sentPath = `${localPath(request, "/een-op-een-hulp")}?verstuurd=1#verstuurd`;
  // A bot filled the honeypot: it sees the usual outcome, nothing is stored.
  if (isBotSubmission(formData)) return redirect(sentPath);
  const result = await sendHelpRequest(context, formData);
  return result ?? redirect(sentPath);
}

function Sent() {
  const { t } = useTranslation("help");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      id="verstuurd"
      tabIndex={-1}
      role="status"
      data-testid="help-sent"
      className="rounded-[var(--radius)] border border-green-700 bg-green-50 p-4 text-green-950 outline-none dark:border-green-300 dark:bg-green-950 dark:text-green-50"
    >
      <p className="font-semibold">{t("page.sentTitle")}</p>
      <p className="mt-1">{t("page.sentText")}</p>
      <LocaleLink to="/een-op-een-hulp#hulp-vragen" className={`${linkClass} mt-2 inline-block`}>
        {t("page.another")}
      </LocaleLink>
    </div>
  );
}

const card = "rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900";

export default function HelpPage() {
  const { t } = useTranslation("help");
  const { wording, title, sent, idempotencyKey, requests, total } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as HelpActionData | undefined;
  const w = (key: string) => t(`wording.${wording}.${key}`);
  // The residents' requests are written in Dutch: marked as such on an English page.
  const dutch = useDutchContent();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10">
      <div>
        <PageHeading title={title} description={w("intro")} />
        <section aria-labelledby="help-how" className={card}>
          <h2 id="help-how" className="mb-2 text-xl font-semibold">
            {t("page.howTitle")}
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            <li>{t("page.steps.ask")}</li>
            <li>{t("page.steps.publish")}</li>
            <li>{t("page.steps.match")}</li>
          </ol>
        </section>
      </div>

      <section aria-labelledby="help-open" data-testid="help-open">
        <h2 id="help-open" className="text-xl font-semibold">
          {w("openTitle")}
        </h2>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">{t("page.openCount", { count: total })}</p>
        {requests.length === 0 ? (
          <p>{t("page.openEmpty")}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {requests.map((r) => {
              const facts = requestFacts(r.summary);
              return (
                <li key={r.id} className={`${card} flex flex-col gap-2`} data-testid="help-open-request">
                  <h3 className="text-lg font-semibold">
                    <LocaleLink to={`/vacancies/${r.id}`} className={linkClass} {...dutch}>
                      {r.title}
                    </LocaleLink>
                  </h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                    {facts.when ? (
                      <>
                        <dt className="font-semibold">{t("fields.when")}</dt>
                        <dd {...dutch}>{facts.when}</dd>
                      </>
                    ) : null}
                    <dt className="font-semibold">{t("fields.city")}</dt>
                    <dd>{[r.city, facts.neighbourhood].filter(Boolean).join(", ")}</dd>
                  </dl>
                  {facts.text ? (
                    <p className="line-clamp-3" {...dutch}>
                      {facts.text}
                    </p>
                  ) : null}
                  <LocaleLink to={`/vacancies/${r.id}#apply`} className={`${linkClass} mt-auto`}>
                    {t("page.offer")}
                  </LocaleLink>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="hulp-vragen-title" id="hulp-vragen" className={`${card} scroll-mt-24`}>
        <h2 id="hulp-vragen-title" className="mb-3 text-xl font-semibold">
          {w("formTitle")}
        </h2>
        {sent ? (
          <Sent />
        ) : (
          <HelpRequestForm
            idempotencyKey={idempotencyKey}
            lastResult={actionData?.reply}
            lookup={actionData?.lookup}
            submitLabel={t("page.submit")}
          />
        )}
      </section>
    </div>
  );
}
