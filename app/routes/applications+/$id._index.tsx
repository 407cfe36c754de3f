/**
 * /applications/{id}: the applicant's details, the vacancy, the status (Nieuw / Wachtlijst …), accept and
 * reject (one form each, as the API's `allowedStatuses` offer) and the internal notes (list and add; never shown
 * to mentors, who read their students' applications only).
 */
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PhoneLink } from "~/components/content/contact-links";
import {
  ErrorList,
  FormErrors,
  inputClass,
  linkClass,
  PageHeading,
  SubmitButton,
  useAnchoredAction,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button, ButtonLink } from "~/components/ui/button";
import { DefinitionList } from "~/components/ui/definition-list";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { formatDateInFigures, formatTimestamp } from "../../../contract/dates";
import { ApplicationStatusBadge } from "./__application-status";
import type { DetailActionData } from "./__detail.server";
import { loadApplication, managesApplication, requireApplicationReader } from "./__manage.server";
import { noteSchema } from "./__note-schema";

export { action } from "./__detail.server";

// No `requires`: an organisation superuser's and a mentor's rights are for their own organisations (__manage.server.ts).
export const handle: RouteHandle = {
  titleKey: "applications:show.title",
  title: loaderTitle<typeof loader>((data) => data.application.name),
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { actor } = await requireApplicationReader(context, request);
  // Notes are asked for only by those who may read them (the API leaves them out for others anyway).
  const probe = await loadApplication(context, params.id, false);
  const manages = managesApplication(actor, probe);
  const application = manages ? await loadApplication(context, params.id, true) : probe;
  const allowed = application.allowedStatuses ?? [];
  return {
    manages,
    decisions: manages
      ? (["accept", "reject"] as const).filter((d) => allowed.includes(d === "accept" ? "accepted" : "rejected"))
      : [],
    application: {
      id: application.id,
      name: application.name,
      email: application.email,
      phoneNumber: application.phoneNumber,
      message: application.message,
      status: application.status,
      waitlistPosition: application.waitlistPosition,
      vacancyId: application.vacancyId,
      vacancyTitle: application.vacancyTitle,
      organizationName: application.organizationName,
      createdAt: application.createdAt,
      decidedAt: application.decidedAt,
      account: application.userId !== null,
    },
    // One key per view of the form (ADR 0006); the page after a saved note has a new one, and a new empty form.
    noteKey: manages ? context.newIdempotencyKey() : null,
    notes: manages
      ? [...(application.internalNotes ?? [])]
          .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
          .map((n) => ({ id: n.id, note: n.note, author: n.authorName, createdAt: n.createdAt }))
      : null,
  };
}

export default function ApplicationDetail() {
  const { t, i18n } = useTranslation("applications");
  const { t: tc } = useTranslation("conversations");
  const { application: a, manages, decisions, notes, noteKey } = useLoaderData<typeof loader>();
  const when = (value: string | null) => (value ? formatTimestamp(value, i18n.language) : null);
  return (
    <div className="max-w-3xl">
      <PageHeading title={a.name} description={t("show.description")} back={{ to: "/applications", label: t("show.back") }} />
      <DefinitionList
        items={[
          {
            term: t("fields.status"),
            description: (
              <span className="flex flex-wrap items-center gap-2">
                <ApplicationStatusBadge status={a.status} />
                {a.waitlistPosition ? <span>{t("show.position", { position: a.waitlistPosition })}</span> : null}
              </span>
            ),
          },
          {
            term: t("fields.vacancy"),
            description: manages ? (
              <LocaleLink to={`/vacancies/${a.vacancyId}/edit`} className={linkClass}>
                {a.vacancyTitle}
              </LocaleLink>
            ) : (
              a.vacancyTitle
            ),
          },
          { term: t("fields.organization"), description: a.organizationName },
          {
            term: t("fields.email"),
            description: (
              <a href={`mailto:${a.email}`} className={`${linkClass} break-all`}>
                {a.email}
              </a>
            ),
          },
          { term: t("fields.phoneNumber"), description: a.phoneNumber ? <PhoneLink phone={a.phoneNumber} /> : null },
          { term: t("fields.message"), description: a.message ? <p className="whitespace-pre-line">{a.message}</p> : null },
          { term: t("fields.account"), description: a.account ? t("show.withAccount") : t("show.withoutAccount") },
          { term: t("fields.createdAt"), description: when(a.createdAt) },
          { term: t("fields.decidedAt"), description: when(a.decidedAt) },
        ]}
      />
      {manages && a.account ? (
        // The organisation's side writes to an applicant with an account (conversations, ADR 0064).
        <p className="mt-6">
          <ButtonLink to={`/conversations/new?aanmelding=${a.id}`} variant="secondary">
            {tc("start.messageButton")}
          </ButtonLink>
        </p>
      ) : null}
      {decisions.length ? (
        <div className="mt-6 flex flex-wrap gap-3">
          {decisions.map((intent) => (
            <Form method="post" key={intent}>
              <Button type="submit" name="intent" value={intent} variant={intent === "accept" ? "primary" : "destructive"}>
                {t(`show.${intent}`)}
              </Button>
            </Form>
          ))}
        </div>
      ) : null}
      {notes && noteKey ? (
        // Keyed by the form's idempotency key: once a note is saved the page comes back with a new key, so the form
        // starts again empty (with JavaScript the textarea would otherwise keep the saved text for a second click).
        <Notes
          key={noteKey}
          idempotencyKey={noteKey}
          notes={notes}
          formatDate={(d) => when(d) ?? formatDateInFigures(d, i18n.language) ?? ""}
        />
      ) : null}
    </div>
  );
}

function Notes({
  notes,
  idempotencyKey,
  formatDate: format,
}: {
  notes: { id: string; note: string; author: string | null; createdAt: string }[];
  idempotencyKey: string;
  formatDate: (date: string) => string;
}) {
  const { t } = useTranslation("applications");
  const actionData = useActionData<DetailActionData>();
  const lastResult = actionData?.note;
  const [form, fields] = useForm({
    id: "note-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateWith(noteSchema),
  });
  const props = getTextareaProps(fields.note);
  // Below the application's details: without JavaScript a refused note re-renders at the form, not at the top.
  const action = useAnchoredAction("notes");
  return (
    <section id="notes" aria-labelledby="notes-heading" className="mt-10 scroll-mt-24">
      <h2 id="notes-heading" className="text-xl font-semibold">
        {t("notes.title")}
      </h2>
      <p className="mb-4 text-sm text-muted-700 dark:text-muted-300">{t("notes.description")}</p>
      {notes.length ? (
        <ul className="mb-6 space-y-3" data-testid="internal-notes">
          {notes.map((n) => (
            <li key={n.id} className="rounded-[var(--radius)] border border-muted-200 p-3 dark:border-muted-700">
              <p className="whitespace-pre-line">{n.note}</p>
              <p className="mt-1 text-sm text-muted-700 dark:text-muted-300">
                {[n.author ?? t("notes.unknownAuthor"), format(n.createdAt)].join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-6">{t("notes.empty")}</p>
      )}
      <Form method="post" action={action} {...getFormProps(form)} className="space-y-3">
        <FormErrors form={form} result={lastResult} />
        <input type="hidden" name={fields.idempotencyKey.name} value={idempotencyKey} />
        <div>
          <label htmlFor={fields.note.id} className="block font-semibold">
            {t("notes.add")}
          </label>
          <textarea {...props} key={props.key} rows={3} className={inputClass} />
          <ErrorList id={fields.note.errorId} errors={fields.note.errors} />
        </div>
        <SubmitButton name="intent" value="note">
          {t("notes.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}
