/**
 * SPEC §2 /vacancies/{id} (public): everything about a vacancy, its organisation, a small map, the contact person,
 * the video (click to load), VOG explained, and the apply form with its success state (post/redirect/get).
 * Structured data (schema.org JobPosting) and Open Graph/Twitter tags so a shared link looks right. Someone who
 * manages the vacancy sees "Bewerken" and its applications instead of the apply form. Complete
 * without JavaScript. Loader and action: __vacancy-page.server.ts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useDutchContent } from "~/components/content/content-lang";
import { PageHeading } from "~/components/forms";
import { MatchedHelpRequestPage } from "~/components/help/matched-help-request";
import { matchedHelpRequestAnswer } from "~/components/help/matched-help-request.server";
import { ButtonLink } from "~/components/ui/button";
import { ActivityDates } from "~/components/vacancies/activity-dates";
import { ApplySection } from "~/components/vacancies/apply-form";
import { VacancyAside, VacancyMain } from "~/components/vacancies/vacancy-details";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { P2P_VACANCY_TYPES } from "../../../contract/vacancy-vocabulary";
import { loadVacancyPage, vacancyPageAction } from "./__vacancy-page.server";

export const handle: RouteHandle = {
  isPublic: true,
  hydrateAfterPaint: true,
  titleKey: "vacancies:search.title",
  title: loaderTitle<typeof loader>((data) => ("matched" in data ? data.matched.title : data.vacancy.title)),
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data || "matched" in data) return [];
  const { vacancy, url } = data;
  const description = vacancy.summary || vacancy.title;
  return [
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: vacancy.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: vacancy.title },
    { name: "twitter:description", content: description },
  ];
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  try {
    return await loadVacancyPage(context, request, params.id ?? "");
  } catch (error) {
    // A matched help request's vacancy is filled (404): "already matched" with 410 instead of the 404 page.
    const matched = await matchedHelpRequestAnswer(context, params.id ?? "", error);
    if (matched) return matched;
    throw error;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return vacancyPageAction(context, request, params.id ?? "");
}

export default function VacancyPage() {
  const data = useLoaderData<typeof loader>();
  if ("matched" in data) return <MatchedHelpRequestPage matched={data.matched} />;
  return <Vacancy data={data} />;
}

function Vacancy({ data }: { data: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { matched: unknown }> }) {
  const { t } = useTranslation("vacancies");
  const actionData = useActionData<typeof action>();
  const { vacancy } = data;
  const dutch = useDutchContent();
  return (
    <div className="max-w-6xl">
      <PageHeading
        title={vacancy.title}
        lang={dutch.lang}
        description={vacancy.organizationName}
        descriptionLang={dutch.lang}
        back={{ to: "/vacancies/search", label: t("detail.back") }}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <VacancyMain vacancy={vacancy} />
        <div className="flex flex-col gap-6">
          {data.activity ? (
            <ActivityDates
              vacancyId={vacancy.id}
              frequency={data.activity.frequency}
              dates={data.activity.dates}
              signedUp={data.activity.signedUp}
              year={data.activity.year}
            />
          ) : null}
          {data.manages ? (
            <ManageSection vacancyId={vacancy.id} />
          ) : (
            <ApplySection
              activity={data.activity}
              open={data.open}
              outcome={data.outcome}
              applicant={data.applicant}
              application={data.application}
              idempotencyKey={data.idempotencyKey}
              lastResult={actionData && "reply" in actionData ? actionData.reply : undefined}
              unconfirmed={Boolean(actionData && "unconfirmed" in actionData)}
              helpRequest={P2P_VACANCY_TYPES.includes(vacancy.vacancyType)}
            />
          )}
          {data.asks ? <AskSection vacancyId={vacancy.id} /> : null}
          <VacancyAside vacancy={vacancy} />
        </div>
      </div>
      {/* schema.org JobPosting; scriptJson escapes `<`, so nothing in it can close this element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} />
    </div>
  );
}

/** A signed-in volunteer's or student's question to the organisation (conversations, ADR 0064). */
function AskSection({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation("conversations");
  return (
    <section
      aria-labelledby="ask-title"
      className="flex flex-col gap-3 rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
      data-testid="vacancy-ask"
    >
      <h2 id="ask-title" className="text-xl font-semibold">
        {t("start.askHeading")}
      </h2>
      <p>{t("start.askIntro")}</p>
      <ButtonLink to={`/conversations/new?vacature=${vacancyId}`} variant="secondary">
        {t("start.askButton")}
      </ButtonLink>
    </section>
  );
}

/**
 * For those who manage the vacancy (its organisation's superusers, the centre's staff, the admin): edit it and read
 * its applications, instead of an apply form they have no use for. Signed-in pages only (never edge-cached).
 */
function ManageSection({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation("vacancies");
  return (
    <section
      aria-labelledby="manage-title"
      className="flex flex-col gap-3 rounded-[var(--radius)] border border-muted-200 bg-white p-4 dark:border-muted-700 dark:bg-muted-900"
      data-testid="vacancy-manage"
    >
      <h2 id="manage-title" className="text-xl font-semibold">
        {t("detail.manageTitle")}
      </h2>
      <p>{t("detail.manageText")}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/vacancies/${vacancyId}/edit`}>{t("detail.edit")}</ButtonLink>
        <ButtonLink to={`/applications?vacancy=${vacancyId}`} variant="secondary">
          {t("detail.applications")}
        </ButtonLink>
      </div>
    </section>
  );
}
