/**
 * /test/form (ADR 0073): a Conform form the house way — the contract's field rules checked in the browser and again
 * by the action, the write sent to the API (`submitForm`), an API 422 put back on the field its pointer names by the
 * one error mapper (`formErrorsFromApi`), and after a save a flash toast. The second button posts without the form's
 * own check (`formNoValidate`, and the action parses without the rules), so the API's own 422 can be seen: leave a
 * name empty or make it longer than 100 characters. It edits the signed-in user's own name.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { devFormSchema, UNCHECKED_INTENT, uncheckedDevFormSchema } from "~/components/dev-pages/dev-form";
import { Field, FormErrors, PageHeading, SubmitButton, secondaryButtonClass, validateUnlessNoValidate } from "~/components/forms";
import { currentUser, updateCurrentUser } from "~/utils/account.server";
import { sendSubmission } from "~/utils/forms.server";
import { getFixedT } from "~/utils/i18n.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { validationErrorMap } from "~/utils/validation";

export const handle: RouteHandle = { titleKey: "dev-pages:form.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context, request);
  return { defaults: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const unchecked = formData.get("intent") === UNCHECKED_INTENT;
  const submission = parseWithZod(formData, {
    schema: unchecked ? uncheckedDevFormSchema : devFormSchema,
    errorMap: validationErrorMap,
  });
  const result = await sendSubmission(
    submission,
    (value) => updateCurrentUser(context, { first_name: value.firstName, last_name: value.lastName }),
    { fields: devFormSchema },
  );
  if (!result.ok) return result.reply;
  const t = await getFixedT(context.locale, "dev-pages");
  return redirectWithToast(context, new URL(request.url).pathname, { color: "success", message: t("form.saved") });
}

export default function DevForm() {
  const { t } = useTranslation("dev-pages");
  const { defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "dev-form",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaults,
    onValidate: validateUnlessNoValidate(devFormSchema),
  });
  return (
    <>
      <PageHeading title={t("form.title")} description={t("form.description")} />
      <Form method="post" {...getFormProps(form)} className="max-w-xl space-y-5">
        <FormErrors form={form} result={lastResult} />
        <Field meta={fields.firstName} label={t("form.firstName")} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t("form.lastName")} autoComplete="family-name" />
        <div className="flex flex-wrap gap-3">
          <SubmitButton>{t("form.save")}</SubmitButton>
          <button type="submit" name="intent" value={UNCHECKED_INTENT} formNoValidate className={secondaryButtonClass}>
            {t("form.saveUnchecked")}
          </button>
        </div>
      </Form>
    </>
  );
}
