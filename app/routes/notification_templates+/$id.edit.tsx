/**
 * SPEC §2 /notification_templates/{id}/edit (ADR 0060): one template of the centre in one language — name, subject,
 * body (the rich-text editor pages use: a Markdown textarea without JavaScript), active — saved with the version it
 * was read at; the placeholders it knows (inserted at the cursor with JavaScript, shown as text without); a preview
 * of the mail with sample data in the centre's brand (the stored text on load, the unsaved one after "Preview": a
 * submit, no JavaScript needed); reset to the default text (ConfirmForm); the other language's version linked.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  linkClass,
  PageHeading,
  SubmitButton,
  secondaryButtonClass,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { templateFormSchemaFor } from "~/components/notification-templates/template-form";
import { ConfirmForm, isConfirmed } from "~/components/ui/confirm-form";
import { RichTextEditor } from "~/components/ui/rich-text-editor";
import { StatusBadge } from "~/components/ui/status-badge";
import { getList, getOne, sendOne } from "~/utils/api-resources.server";
import { parseForm, submitForm } from "~/utils/forms.server";
import { insertIntoRichText, richTextFromForm } from "~/utils/rich-text-form";
import { routeError } from "~/utils/route-errors";
import { loaderTitle, type RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import type {
  NotificationTemplateEditAttributes,
  NotificationTemplatePreviewAttributes,
} from "../../../contract/notification-template-edit";

export const handle: RouteHandle = {
  titleKey: "notification-templates:edit.title",
  title: loaderTitle<typeof loader>((data) => data.template.name),
  requires: "settings.manage",
};

const BODY_ID = "template-body";

function templatePath(params: { id?: string }) {
  const id = params.id ?? "";
  if (!/^\d{1,12}$/.test(id)) throw routeError(404, "not_found");
  return { id, path: `/api/v1/notification_templates/${id}` as const };
}

/**
 * The mail's body as the page shows it: the `<body>` of the rendered mail (its inline styles kept) in a `<div>`. The
 * HTML is the API's renderer's — the branded frame with escaped values around the allow-list's rich text — so it
 * carries no script; shown in the page itself rather than a sandboxed frame, where a page checker cannot look.
 */
function mailBodyOf(html: string): string {
  const match = /<body([^>]*)>([\s\S]*)<\/body>/i.exec(html);
  if (!match) return "";
  const style = /\sstyle="([^"]*)"/.exec(match[1] ?? "")?.[1] ?? "";
  return `<div style="${style}">${match[2]}</div>`;
}

const previewOf = async (context: LoaderFunctionArgs["context"], path: `/api/v1/notification_templates/${string}`) => {
  const { data } = await sendOne<NotificationTemplatePreviewAttributes>(context.api).post(`${path}/preview`, {
    body: { data: { type: "notification_templates", attributes: {} } },
  });
  return { subject: data.subject, html: mailBodyOf(data.html) };
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { path } = templatePath(params);
  const { data: template } = await getOne<NotificationTemplateEditAttributes>(context.api, path);
  const [siblings, preview] = await Promise.all([
    getList<NotificationTemplateEditAttributes>(context.api, "/api/v1/notification_templates", {
      query: { filter: { volunteerCenterId: String(template.volunteerCenterId) } },
    }),
    previewOf(context, path),
  ]);
  const other = siblings.data.find((t) => t.key === template.key && t.locale !== template.locale);
  return {
    template: {
      id: template.id,
      key: template.key,
      locale: template.locale,
      name: template.name,
      active: template.active,
      body: template.body,
      placeholders: template.placeholders,
      lockVersion: template.lockVersion,
    },
    other: other ? { id: other.id, locale: other.locale, active: other.active } : null,
    defaults: {
      name: template.name,
      subject: template.subject,
      active: template.active ? "on" : "",
      lockVersion: String(template.lockVersion),
    },
    preview,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { id, path } = templatePath(params);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const t = await toastT(context, "notification-templates");
  const here = localPath(request, `/notification_templates/${id}/edit`);
  if (intent === "reset") {
    if (!isConfirmed(formData)) return { notice: "unconfirmed" as const };
    await context.api.post(`${path}/reset`);
    return redirectWithToast(context, here, { color: "success", message: t("edit.resetDone") });
  }
  const { data: template } = await getOne<NotificationTemplateEditAttributes>(context.api, path);
  const schema = templateFormSchemaFor(template.key);
  const body = richTextFromForm(formData, "body") ?? "";
  if (intent === "preview") {
    let preview: { subject: string; html: string } | undefined;
    const result = await submitForm(formData, schema, async (value) => {
      const { data } = await sendOne<NotificationTemplatePreviewAttributes>(context.api).post(`${path}/preview`, {
        body: { data: { type: "notification_templates", attributes: { subject: value.subject, body } } },
        errors: "throw",
      });
      preview = { subject: data.subject, html: mailBodyOf(data.html) };
    });
    // Without JavaScript the page is drawn anew: the reply carries what was typed back into the form.
    return { reply: result.ok ? parseForm(formData, schema).reply() : result.reply, preview, typedBody: body };
  }
  const result = await submitForm(formData, schema, ({ lockVersion, name, subject, active }) =>
    sendOne<NotificationTemplateEditAttributes>(context.api).patch(path, {
      body: {
        data: {
          type: "notification_templates",
          id,
          attributes: { name, subject, body, active: active ?? false, lock_version: lockVersion },
        },
      },
      errors: "throw",
    }),
  );
  if (!result.ok) return { reply: result.reply, typedBody: body };
  return redirectWithToast(context, here, { color: "success", message: t("edit.saved") });
}

/** The placeholders this template knows: buttons that insert one at the cursor (JavaScript), else text to copy. */
function Placeholders({ names }: { names: string[] }) {
  const { t } = useTranslation("notification-templates");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section aria-labelledby="placeholders-heading" className="space-y-2">
      <h2 id="placeholders-heading" className="font-semibold">
        {t("edit.placeholders")}
      </h2>
      <p className="text-sm text-muted-700 dark:text-muted-300">
        {hydrated ? t("edit.placeholdersHintJs") : t("edit.placeholdersHint")}
      </p>
      <ul className="flex flex-wrap gap-2" data-testid="placeholders">
        {names.map((name) => (
          <li key={name}>
            {hydrated ? (
              <button
                type="button"
                className={`${secondaryButtonClass} font-mono text-sm`}
                onClick={() => insertIntoRichText(`${BODY_ID}`, `{{${name}}}`)}
              >
                {`{{${name}}}`}
              </button>
            ) : (
              <code className="rounded bg-muted-100 px-1.5 py-0.5 text-sm dark:bg-muted-800">{`{{${name}}}`}</code>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function EditNotificationTemplate() {
  const { t } = useTranslation("notification-templates");
  const { template, other, preview: storedPreview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const unsavedPreview = actionData && "preview" in actionData ? actionData.preview : undefined;
  const preview = unsavedPreview ?? storedPreview;
  const language = t(`languages.${template.locale}`);
  return (
    <div className="max-w-3xl space-y-8">
      <PageHeading
        title={template.name}
        description={t("edit.description", { language, key: template.key })}
        lang={template.locale}
        back={{ to: "/notification_templates", label: t("edit.back") }}
      />
      <p className="flex flex-wrap items-center gap-3">
        <StatusBadge tone={template.active ? "success" : "neutral"}>
          {template.active ? t("status.active") : t("status.inactive")}
        </StatusBadge>
        {other ? (
          <LocaleLink to={`/notification_templates/${other.id}/edit`} className={linkClass}>
            {t(`edit.other.${other.locale}`)}
          </LocaleLink>
        ) : null}
      </p>
      {/* Keyed by the version: a save or a reset (a new version) starts the form again from the stored text. */}
      <TemplateForm key={`${template.id}-${template.lockVersion}`} />
      <section aria-labelledby="preview-heading" className="space-y-3">
        <h2 id="preview-heading" className="text-xl font-semibold">
          {unsavedPreview ? t("edit.previewUnsaved") : t("edit.previewStored")}
        </h2>
        <p>
          <span className="font-semibold">{t("edit.previewSubject")}</span>{" "}
          <span data-testid="preview-subject" lang={template.locale}>
            {preview.subject}
          </span>
        </p>
        <section
          aria-label={t("edit.previewFrame")}
          lang={template.locale}
          data-testid="preview-mail"
          className="overflow-auto rounded-[var(--radius)] border border-muted-300 text-[#1f2937] dark:border-muted-600 [&_a]:text-[#1d4ed8] [&_a]:underline [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:my-3 [&_ul]:list-disc"
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      </section>
      <section aria-labelledby="reset-heading" className="space-y-3">
        <h2 id="reset-heading" className="text-xl font-semibold">
          {t("edit.resetTitle")}
        </h2>
        <p>{t("edit.resetDescription")}</p>
        <ConfirmForm intent="reset" submitLabel={t("edit.reset")} unconfirmed={notice === "unconfirmed"} />
      </section>
    </div>
  );
}

function TemplateForm() {
  const { t } = useTranslation("notification-templates");
  const { template, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "reply" in actionData ? actionData.reply : undefined;
  const typedBody = actionData && "typedBody" in actionData ? actionData.typedBody : undefined;
  const schema = templateFormSchemaFor(template.key);
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: `template-form-${template.id}`,
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaults,
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult ?? undefined} />
      <input {...getInputProps(fields.lockVersion, { type: "hidden" })} key={fields.lockVersion.key} />
      <ErrorList id={fields.lockVersion.errorId} errors={fields.lockVersion.errors} />
      <Field meta={fields.name} label={t("fields.name")} />
      <Field meta={fields.subject} label={t("fields.subject")} />
      <RichTextEditor
        id={BODY_ID}
        name={fields.body.name}
        label={t("fields.body")}
        initialDoc={typedBody ?? (template.body as never)}
        errorId={fields.body.errorId}
        errors={fields.body.errors}
        placeholderLinks
        rows={14}
      />
      <Placeholders names={template.placeholders} />
      <CheckboxField meta={fields.active} label={t("fields.active")} />
      <p className="text-sm text-muted-700 dark:text-muted-300">{t("fields.activeHint")}</p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="save">
          {t("edit.save")}
        </SubmitButton>
        <SubmitButton name="intent" value="preview" className={secondaryButtonClass}>
          {t("edit.preview")}
        </SubmitButton>
      </div>
    </Form>
  );
}
