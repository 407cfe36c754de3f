/**
 * /applications/hulpvragen/{id}: one resident's request for help — with the address and contact details,
 * for the centre's staff only — and the decision while it is new: publish (the text may be corrected first; the API
 * refuses a text that carries the resident's address or contact) or reject with a reason (mailed). Once published:
 * its vacancy and a link to the volunteers' offers (accepting one is the applications screen's accept).
 */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { EmailLink, PhoneLink } from "~/components/content/contact-links";
import { dutchContent } from "~/components/content/content-lang";
import {
  buttonClass,
  CheckboxField,
  dangerButtonClass,
  Field,
  FormErrors,
  linkClass,
  PageHeading,
  SubmitButton,
  validateWith,
} from "~/components/forms";
import { HintedTextarea } from "~/components/help/help-form";
import { approveSchema, helpDecisionInput, rejectSchema } from "~/components/help/help-schema";
import { LocaleLink } from "~/components/locale-link";
import { DefinitionList } from "~/components/ui/definition-list";
import { submitForm } from "~/utils/forms.server";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { type ContactDetailKind, contactDetailSegments, hasContactDetails } from "../../../contract/contact-details";
import { formatTimestamp } from "../../../contract/dates";
import { type HelpRequest, loadHelpRequest, requireHelpFeature } from "./__help-moderation.server";
import { HelpStatusBadge } from "./__help-status";

export const handle: RouteHandle = {
  titleKey: "help:manage.title",
  requires: "organizations.approve",
  title: loaderTitle<typeof loader>((data) => data.request.title),
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  requireHelpFeature(context);
  const r = await loadHelpRequest(context, params.id);
  return { request: r };
}

type ActionData = { intent: "approve" | "reject"; reply: SubmissionResult<string[]> };

export async function action({ request, context, params }: ActionFunctionArgs): Promise<ActionData | Response> {
  requireHelpFeature(context);
  const r = await loadHelpRequest(context, params.id);
  const formData = await request.formData();
  const intent = formData.get("intent") === "reject" ? "reject" : "approve";
  const send = (value: Parameters<typeof helpDecisionInput>[0]) =>
    context.api.patch(`/api/v1/help_requests/${encodeURIComponent(r.id)}`, {
      body: { data: { type: "help_requests", id: r.id, attributes: helpDecisionInput(value) } },
      errors: "throw",
    });
  const result = await submitForm(formData, intent === "approve" ? approveSchema : rejectSchema, send);
  if (!result.ok) return { intent, reply: result.reply };
  const t = await toastT(context, "help");
  const here = localPath(request, `/applications/hulpvragen/${encodeURIComponent(r.id)}`);
  return redirectWithToast(context, here, {
    color: "success",
    message: t(`manage.${intent === "approve" ? "approved" : "rejected"}`),
  });
}

export default function HelpRequestDetail() {
  const { t, i18n } = useTranslation("help");
  const { request: r } = useLoaderData<typeof loader>();
  const when = (value: string | null) => (value ? formatTimestamp(value, i18n.language) : null);
  const address = `${r.street} ${r.houseNumber}${r.houseNumberAddition ? ` ${r.houseNumberAddition}` : ""}, ${r.postalCode} ${r.city}`;
  return (
    <div className="max-w-3xl">
      <PageHeading
        title={r.title}
        lang={dutchContent(i18n.language).lang}
        description={t("manage.showDescription")}
        back={{ to: "/applications/hulpvragen", label: t("manage.back") }}
      />
      <DefinitionList
        items={[
          { term: t("fields.status"), description: <HelpStatusBadge status={r.status} /> },
          { term: t("fields.name"), description: r.name },
          {
            term: t("fields.email"),
            description: <EmailLink email={r.email} />,
          },
          { term: t("fields.phoneNumber"), description: r.phoneNumber ? <PhoneLink phone={r.phoneNumber} /> : null },
          { term: t("fields.address"), description: address },
          { term: t("fields.neighbourhood"), description: r.neighbourhood },
          { term: t("fields.when"), description: r.when },
          { term: t("manage.fields.description"), description: <p className="whitespace-pre-line">{r.description}</p> },
          { term: t("fields.createdAt"), description: when(r.createdAt) },
          ...(r.status !== "pending"
            ? [
                { term: t("fields.decidedAt"), description: when(r.decidedAt) },
                { term: t("fields.decidedBy"), description: r.decidedByName },
              ]
            : []),
          ...(r.status === "rejected" ? [{ term: t("fields.reason"), description: r.reason }] : []),
          ...(r.vacancyId
            ? [
                {
                  term: t("fields.vacancy"),
                  description: (
                    <span className="flex flex-wrap items-center gap-2">
                      {/* The published title (the request keeps the text as approved), not a raw path. */}
                      <LocaleLink to={`/vacancies/${r.vacancyId}`} className={linkClass} data-testid="help-vacancy-link">
                        {r.title}
                      </LocaleLink>
                      {r.vacancyStatus ? <span>({t(`manage.vacancyStatus.${r.vacancyStatus}`)})</span> : null}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />
      {r.vacancyId ? (
        <section aria-labelledby="help-offers" className="mt-8">
          <h2 id="help-offers" className="text-xl font-semibold">
            {t("manage.offers")}
          </h2>
          <LocaleLink to={`/applications?vacancy=${r.vacancyId}`} className={linkClass} data-testid="help-offers-link">
            {t("manage.offersLink")}
          </LocaleLink>
        </section>
      ) : null}
      {r.status === "pending" ? <Decide request={r} /> : null}
    </div>
  );
}

const panel = "mt-8 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700";

function Decide({ request: r }: { request: HelpRequest }) {
  const { t } = useTranslation("help");
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const [approve, a] = useForm({
    id: "help-approve",
    lastResult: actionData?.intent === "approve" ? actionData.reply : undefined,
    shouldValidate: "onBlur",
    defaultValue: { title: r.title, description: r.description, when: r.when, neighbourhood: r.neighbourhood ?? "" },
    onValidate: validateWith(approveSchema),
  });
  // The text as it would be published now (the loaded text, the posted one after a refusal, or as typed).
  const value = (v: unknown) => (typeof v === "string" ? v : "");
  const publicText = {
    title: value(a.title.value),
    description: value(a.description.value),
    when: value(a.when.value),
    neighbourhood: value(a.neighbourhood.value),
  };
  const flagged = Object.values(publicText).some(hasContactDetails);
  const [reject, j] = useForm({
    id: "help-reject",
    lastResult: actionData?.intent === "reject" ? actionData.reply : undefined,
    shouldValidate: "onBlur",
    onValidate: validateWith(rejectSchema),
  });
  return (
    <div className="grid gap-6">
      <section aria-labelledby="help-approve-title" className={panel}>
        <h2 id="help-approve-title" className="text-xl font-semibold">
          {t("manage.approveTitle")}
        </h2>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">{t("manage.approveText")}</p>
        <Form method="post" {...getFormProps(approve)} className="flex flex-col gap-3">
          <FormErrors form={approve} result={actionData?.intent === "approve" ? actionData.reply : undefined} />
          <input type="hidden" name="intent" value="approve" />
          <Field meta={a.title} label={t("manage.fields.title")} autoComplete="off" />
          <HintedTextarea
            meta={a.description}
            label={t("manage.fields.description")}
            hint={t("fields.descriptionHint")}
            rows={5}
          />
          <Field meta={a.when} label={t("fields.when")} autoComplete="off" />
          <Field meta={a.neighbourhood} label={t("fields.neighbourhood")} autoComplete="off" />
          {flagged ? (
            <>
              <ContactDetailsPreview
                text={publicText}
                labels={{
                  title: t("manage.fields.title"),
                  description: t("manage.fields.description"),
                  when: t("fields.when"),
                  neighbourhood: t("fields.neighbourhood"),
                }}
              />
              <CheckboxField meta={a.publishAnyway} label={t("manage.publishAnyway")} />
            </>
          ) : null}
          <div>
            <SubmitButton className={buttonClass}>{t("manage.approve")}</SubmitButton>
          </div>
        </Form>
      </section>
      <section aria-labelledby="help-reject-title" className={panel}>
        <h2 id="help-reject-title" className="text-xl font-semibold">
          {t("manage.rejectTitle")}
        </h2>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">{t("manage.rejectText")}</p>
        <Form method="post" {...getFormProps(reject)} className="flex flex-col gap-3">
          <FormErrors form={reject} result={actionData?.intent === "reject" ? actionData.reply : undefined} />
          <input type="hidden" name="intent" value="reject" />
          <HintedTextarea meta={j.reason} label={t("fields.reason")} rows={3} />
          <div>
            <SubmitButton className={dangerButtonClass}>{t("manage.reject")}</SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}

/**
 * The public text with what looks like contact details marked (contract/contact-details.ts), so the moderator sees
 * what would be published before ticking "publish anyway". Marked in words too (the kind), not by colour alone.
 */
function ContactDetailsPreview({ text, labels }: { text: Record<string, string>; labels: Record<string, string> }) {
  const { t } = useTranslation("help");
  const kindLabel = (kind: ContactDetailKind) => t(`manage.contactDetails.${kind}`);
  return (
    <div
      role="alert"
      className="rounded-[var(--radius)] border border-amber-700 bg-amber-50 p-3 text-sm dark:border-amber-300 dark:bg-amber-950"
      data-testid="help-contact-details"
    >
      <p className="font-semibold">{t("manage.contactDetails.title")}</p>
      <p className="mb-2">{t("manage.contactDetails.text")}</p>
      <dl className="grid gap-2">
        {Object.entries(text)
          .filter(([, value]) => hasContactDetails(value))
          .map(([field, value]) => (
            <div key={field}>
              <dt className="font-medium">{labels[field]}</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
                {contactDetailSegments(value).map((segment, i) =>
                  segment.kind ? (
                    <mark key={i} className="rounded bg-amber-200 px-0.5 text-inherit dark:bg-amber-700">
                      {segment.text}
                      <span className="sr-only"> ({kindLabel(segment.kind)})</span>
                    </mark>
                  ) : (
                    <span key={i}>{segment.text}</span>
                  ),
                )}
              </dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
