/**
 * SPEC §2 /contactformulier (signed in; ADR 0060): a message to the centre — subject and message; the sender is the
 * signed-in account, shown and not editable. Stored and mailed to the centre by POST /api/v1/contact_messages; after
 * sending, back here with a toast (post/redirect/get), the form empty. Works without JavaScript.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { contactFormSchema } from "~/components/contact/contact-form";
import {
  ErrorList,
  FormErrors,
  inputClass,
  PageHeading,
  SubmitButton,
  TextareaField,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { currentUser } from "~/utils/account.server";
import { submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { CONTACT_MESSAGE_MAX } from "../../../contract/contact-messages";

export const handle: RouteHandle = { titleKey: "contact:title" };

const schema = contactFormSchema;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await currentUser(context, request);
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { sender: { name, email: user.email } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitForm(await request.formData(), schema, (value) =>
    context.api.post("/api/v1/contact_messages", {
      body: { data: { type: "contact_messages", attributes: { subject: value.subject, message: value.message } } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "contact");
  // A new address each time (`?verzonden=…`): the form is keyed by it, so with JavaScript too it starts again empty.
  return redirectWithToast(context, localPath(request, `/contactformulier?verzonden=${Date.now()}`), {
    color: "success",
    message: t("sent"),
  });
}

export default function ContactFormPage() {
  const [searchParams] = useSearchParams();
  return <ContactForm key={searchParams.get("verzonden") ?? "new"} />;
}

function ContactForm() {
  const { t } = useTranslation("contact");
  const { sender } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: "contact-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  const subject = getInputProps(fields.subject, { type: "text" });
  return (
    <div className="max-w-2xl">
      <PageHeading title={t("title")} description={t("description")} />
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors form={form} result={lastResult ?? undefined} />
        <section aria-labelledby="contact-sender" className="space-y-1">
          <h2 id="contact-sender" className="font-semibold">
            {t("sender")}
          </h2>
          <p data-testid="contact-sender">
            {sender.name} &lt;{sender.email}&gt;
          </p>
          <p className="text-sm text-muted-700 dark:text-muted-300">{t("senderHint")}</p>
        </section>
        <div>
          <label htmlFor={fields.subject.id} className="block font-semibold">
            {t("subject")}
          </label>
          <input {...subject} key={subject.key} className={inputClass} />
          <ErrorList id={fields.subject.errorId} errors={fields.subject.errors} />
        </div>
        <TextareaField
          meta={fields.message}
          label={t("message")}
          description={t("messageHint", { max: String(CONTACT_MESSAGE_MAX) })}
          rows={10}
        />
        <SubmitButton>{t("send")}</SubmitButton>
      </Form>
    </div>
  );
}
