/**
 * SPEC §2 /form_builder/{id}: a form's overview for its owners (ADR 0061) — its settings (the editor of
 * /form_builder/new, saved at the version read: a save by someone else meanwhile comes back as "changed meanwhile"),
 * its status (publish: the API refuses a form without a question to answer, and says so here; close; back to
 * draft), where visitors find it (a public form's address and the token a page's form block takes) or whom it was
 * sent to (a by-invitation form: the invitations form and the invitations sent, used or expired), links to its
 * questions, preview and submissions, and delete (confirmed). Every step is a form post: no JavaScript needed.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { formIdOf, formPath, listInvitations, loadForm, requireFormManager } from "~/components/form-builder/builder.server";
import { formEditSchema, formSettingsInput, invitationInput, invitationSchema } from "~/components/form-builder/builder-schema";
import { FormSettingsFields } from "~/components/form-builder/builder-settings-fields";
import { FormStatusBadge } from "~/components/form-builder/builder-status";
import {
  ErrorList,
  FormErrors,
  inputClass,
  linkClass,
  PageHeading,
  RadioGroup,
  SubmitButton,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { StatusBadge } from "~/components/ui/status-badge";
import { ApiError } from "~/utils/api.server";
import { sendOne } from "~/utils/api-resources.server";
import { formErrorsFromApi, submitForm } from "~/utils/forms.server";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { utcToLocal } from "../../../contract/activity-time";
import { formatDateInFigures } from "../../../contract/dates";
import { type FormAttributes, type FormStatus, isAnswerable } from "../../../contract/forms";
import { errorMessage } from "../../../contract/messages";

export const handle: RouteHandle = {
  titleKey: "form-builder:overview.title",
  title: loaderTitle<typeof loader>((data) => data.form.title),
};

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireFormManager(context, request);
  const id = formIdOf(params.id);
  const form = await loadForm(context, id);
  const invitations = form.accessPermission === "token_holder" ? await listInvitations(context, id) : [];
  const url = new URL(request.url);
  const origin = `${url.protocol}//${request.headers.get("Host") ?? url.host}`;
  const now = Date.now();
  return {
    form: {
      id: form.id,
      title: form.title,
      status: form.status,
      accessPermission: form.accessPermission,
      publicToken: form.publicToken,
      publicUrl: form.publicToken ? `${origin}/forms/${form.publicToken}` : null,
      lockVersion: form.lockVersion,
      submissionCount: form.submissionCount,
      questionCount: form.definition.questions.length,
      answerableCount: form.definition.questions.filter((q) => isAnswerable(q.question_type)).length,
    },
    defaults: {
      title: form.title,
      titleEn: form.titleEn ?? "",
      description: form.description ?? "",
      descriptionEn: form.descriptionEn ?? "",
      accessPermission: form.accessPermission,
      lockVersion: String(form.lockVersion),
    },
    invitations: invitations.map((i) => {
      // The API keeps the moment a link stops working (the start of the day after its last day, in Amsterdam).
      const ends = i.expiresAt ? Date.parse(i.expiresAt) : null;
      return {
        ...i,
        lastDay: ends === null ? null : utcToLocal(new Date(ends - 1).toISOString()).date,
        state: i.usedAt && i.singleUse ? "used" : ends !== null && ends <= now ? "expired" : i.usedAt ? "answered" : "open",
      };
    }),
  };
}

type Notice = { notice: "stale" | "unconfirmed" } | { statusErrors: string[] };
type Reply = { reply: SubmissionResult<string[]>; part: "settings" | "invite" };

const STATUS_INTENTS: Record<string, FormStatus> = { publish: "published", close: "closed", draft: "draft" };

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireFormManager(context, request);
  const id = formIdOf(params.id);
  const path = formPath(id);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "save");
  const t = await toastT(context, "form-builder");
  const here = localPath(request, `/form_builder/${id}`);
  if (intent === "delete") {
    if (!isConfirmed(formData)) return { notice: "unconfirmed" } satisfies Notice;
    await context.api.delete(path);
    return redirectWithToast(context, localPath(request, "/form_builder"), { color: "success", message: t("overview.deleted") });
  }
  const status = STATUS_INTENTS[intent];
  if (status) {
    try {
      await sendOne<FormAttributes>(context.api).patch(path, {
        body: { data: { type: "forms", id, attributes: { status, lock_version: Number(formData.get("lockVersion")) } } },
        errors: "throw",
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return { notice: "stale" } satisfies Notice;
      if (error instanceof ApiError && error.status === 422) {
        const { formErrors, fieldErrors } = formErrorsFromApi(error, ["status"]);
        return { statusErrors: [...(fieldErrors.status ?? []), ...formErrors] } satisfies Notice;
      }
      throw error;
    }
    return redirectWithToast(context, here, { color: "success", message: t(`overview.statusDone.${status}`) });
  }
  if (intent === "invite") {
    const result = await submitForm(formData, invitationSchema, (value) =>
      context.api.post(`${path}/form_invitations`, {
        body: { data: { type: "form_invitations", attributes: invitationInput(value) } },
        errors: "throw",
      }),
    );
    if (!result.ok) return { reply: result.reply, part: "invite" } satisfies Reply;
    return redirectWithToast(context, `${here}#invitations-heading`, {
      color: "success",
      message: t("invitations.sent", { count: result.value.emails.length }),
    });
  }
  const result = await submitForm(formData, formEditSchema, ({ lockVersion, ...value }) =>
    sendOne<FormAttributes>(context.api).patch(path, {
      body: { data: { type: "forms", id, attributes: { ...formSettingsInput(value), lock_version: lockVersion } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return { reply: result.reply, part: "settings" } satisfies Reply;
  return redirectWithToast(context, here, { color: "success", message: t("overview.saved") });
}

export default function FormOverview() {
  const { t, i18n } = useTranslation("form-builder");
  const { form, defaults, invitations } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Notice | Reply | undefined;
  const settingsResult = answer && "part" in answer && answer.part === "settings" ? answer.reply : undefined;
  const inviteResult = answer && "part" in answer && answer.part === "invite" ? answer.reply : undefined;
  const notice = answer && "notice" in answer ? answer.notice : undefined;
  const statusErrors = answer && "statusErrors" in answer ? answer.statusErrors : undefined;
  // The settings form holds the version it was read at; a save or a status change reloads it at the newer one.
  const [formVersion, setFormVersion] = useState(form.lockVersion);
  useEffect(() => {
    if (!settingsResult && form.lockVersion !== formVersion) setFormVersion(form.lockVersion);
  }, [settingsResult, form.lockVersion, formVersion]);
  const statusActions: { intent: string; label: string }[] =
    form.status === "published"
      ? [
          { intent: "close", label: t("overview.close") },
          { intent: "draft", label: t("overview.toDraft") },
        ]
      : form.status === "closed"
        ? [
            { intent: "publish", label: t("overview.reopen") },
            { intent: "draft", label: t("overview.toDraft") },
          ]
        : [{ intent: "publish", label: t("overview.publish") }];
  return (
    <div className="max-w-3xl space-y-10">
      <div>
        <PageHeading title={form.title} lang="nl" back={{ to: "/form_builder", label: t("overview.back") }} />
        <div className="flex flex-wrap items-center gap-3">
          <FormStatusBadge status={form.status} />
          <LocaleLink to={`/form_builder/${form.id}/edit`} className={linkClass}>
            {t("overview.questions", { count: form.questionCount })}
          </LocaleLink>
          <LocaleLink to={`/form_builder/${form.id}/preview`} className={linkClass}>
            {t("overview.preview")}
          </LocaleLink>
          <LocaleLink to={`/form_builder/${form.id}/submissions`} className={linkClass}>
            {t("overview.submissions", { count: form.submissionCount })}
          </LocaleLink>
        </div>
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <input type="hidden" name="lockVersion" value={form.lockVersion} />
          {statusActions.map((a, i) => (
            <Button key={a.intent} type="submit" name="intent" value={a.intent} variant={i === 0 ? "primary" : "secondary"}>
              {a.label}
            </Button>
          ))}
        </Form>
        {form.status === "draft" && form.answerableCount === 0 ? (
          <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">{t("overview.noQuestionsYet")}</p>
        ) : null}
        {notice === "stale" ? (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {t("errors.stale")}
          </p>
        ) : null}
        {statusErrors ? (
          <div role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {statusErrors.map((message) => (
              <p key={message}>{t(message)}</p>
            ))}
          </div>
        ) : null}
      </div>

      <section aria-labelledby="share-heading">
        <h2 id="share-heading" className="mb-4 text-xl font-semibold">
          {t("share.title")}
        </h2>
        {form.accessPermission === "anonymous" && form.publicUrl ? (
          <div className="space-y-3">
            <p>{form.status === "published" ? t("share.publicOpen") : t("share.publicNotYet")}</p>
            <div>
              <label htmlFor="public-url" className="block font-semibold">
                {t("share.address")}
              </label>
              <input id="public-url" readOnly value={form.publicUrl} className={`${inputClass} font-mono`} />
            </div>
            <div>
              <label htmlFor="public-token" className="block font-semibold">
                {t("share.token")}
              </label>
              <input id="public-token" readOnly value={form.publicToken ?? ""} className={`${inputClass} font-mono`} />
              <p className="text-sm text-muted-700 dark:text-muted-300">{t("share.blockHint")}</p>
            </div>
          </div>
        ) : (
          <Invitations result={inviteResult} invitations={invitations} language={i18n.language} />
        )}
      </section>

      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="mb-4 text-xl font-semibold">
          {t("overview.settings")}
        </h2>
        <SettingsForm key={formVersion} defaults={defaults} lastResult={settingsResult} />
      </section>

      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading" className="mb-4 text-xl font-semibold">
          {t("overview.deleteTitle")}
        </h2>
        <p className="mb-3">{t("overview.deleteHelp", { count: form.submissionCount })}</p>
        <ConfirmForm
          intent="delete"
          submitLabel={t("overview.delete")}
          unconfirmed={notice === "unconfirmed"}
          anchor="delete-heading"
        />
      </section>
    </div>
  );
}

function SettingsForm({
  defaults,
  lastResult,
}: {
  defaults: Record<string, string>;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("form-builder");
  const [form, fields] = useForm<z.input<typeof formEditSchema>>({
    id: "form-settings-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults as never,
    onValidate: validateWith(formEditSchema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult} />
      <input {...getInputProps(fields.lockVersion, { type: "hidden" })} key={fields.lockVersion.key} />
      <div role={fields.lockVersion.errors ? "alert" : undefined}>
        <ErrorList id={fields.lockVersion.errorId} errors={fields.lockVersion.errors} />
      </div>
      <FormSettingsFields fields={fields} />
      <SubmitButton name="intent" value="save">
        {t("overview.save")}
      </SubmitButton>
    </Form>
  );
}

type InvitationRow = {
  id: string;
  email: string;
  singleUse: boolean;
  lastDay: string | null;
  createdAt: string;
  state: string;
};

/** The addresses as the schema splits them (builder-schema.ts addressList): one a line, commas and semicolons too. */
const addressLines = (text: string) =>
  text
    .split(/[\n\r,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

const STATE_TONES = { used: "neutral", expired: "warning", answered: "success", open: "info" } as const;

function Invitations({
  result,
  invitations,
  language,
}: {
  result: SubmissionResult<string[]> | undefined;
  invitations: InvitationRow[];
  language: string;
}) {
  const { t } = useTranslation("form-builder");
  const [form, fields] = useForm<z.input<typeof invitationSchema>>({
    id: "invitation-form",
    lastResult: result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: { singleUse: "single" as never },
    onValidate: validateWith(invitationSchema),
  });
  // An address's error is on its row of the list (`emails[2]`): said with the address, on the one text field.
  const typed = typeof fields.emails.initialValue === "string" ? addressLines(fields.emails.initialValue) : [];
  const emailErrors = Object.entries(fields.emails.allErrors).flatMap(([name, messages]) => {
    const row = /^emails\[(\d+)\]$/.exec(name);
    const address = row ? typed[Number(row[1])] : undefined;
    return messages.map((m) => (address ? errorMessage("form-builder:invitations.badAddress", { address }) : m));
  });
  return (
    <div className="space-y-6">
      <p>{t("invitations.help")}</p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} result={result} />
        <div>
          <label htmlFor={fields.emails.id} className="block font-semibold">
            {t("invitations.emails")}
          </label>
          <p id={`${fields.emails.id}-help`} className="text-sm text-muted-700 dark:text-muted-300">
            {t("invitations.emailsHelp")}
          </p>
          <textarea
            id={fields.emails.id}
            name={fields.emails.name}
            rows={5}
            defaultValue={typeof fields.emails.initialValue === "string" ? fields.emails.initialValue : ""}
            aria-invalid={fields.emails.errors ? true : undefined}
            aria-describedby={`${fields.emails.id}-help ${fields.emails.errorId}`}
            className={inputClass}
          />
          <ErrorList id={fields.emails.errorId} errors={emailErrors.length ? emailErrors : undefined} />
        </div>
        <RadioGroup
          meta={fields.singleUse}
          legend={t("invitations.use")}
          options={[
            { value: "single", label: t("invitations.single") },
            { value: "reusable", label: t("invitations.reusable") },
          ]}
        />
        <div>
          <label htmlFor={fields.expiresAt.id} className="block font-semibold">
            {t("invitations.expiresAt")}
          </label>
          <p id={`${fields.expiresAt.id}-help`} className="text-sm text-muted-700 dark:text-muted-300">
            {t("invitations.expiresHelp")}
          </p>
          <input
            {...getInputProps(fields.expiresAt, { type: "date", ariaDescribedBy: `${fields.expiresAt.id}-help` })}
            key={fields.expiresAt.key}
            className={inputClass}
          />
          <ErrorList id={fields.expiresAt.errorId} errors={fields.expiresAt.errors} />
        </div>
        <SubmitButton name="intent" value="invite">
          {t("invitations.submit")}
        </SubmitButton>
      </Form>
      <div>
        <h3 id="invitations-heading" className="mb-2 text-lg font-semibold">
          {t("invitations.sentTitle")}
        </h3>
        {invitations.length === 0 ? (
          <p>{t("invitations.none")}</p>
        ) : (
          <ul className="divide-y divide-muted-200 dark:divide-muted-700">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="break-all">{i.email}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusBadge tone={STATE_TONES[i.state as keyof typeof STATE_TONES] ?? "neutral"}>
                    {t(`invitations.states.${i.state}`)}
                  </StatusBadge>
                  {i.singleUse ? t("invitations.singleShort") : t("invitations.reusableShort")}
                  {i.lastDay ? ` · ${t("invitations.until", { date: formatDateInFigures(i.lastDay, language) })}` : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
