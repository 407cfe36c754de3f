import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { CheckboxGroup, FormErrors, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { currentUser, updateCurrentUser } from "~/utils/account.server";
import { submitForm } from "~/utils/forms.server";
import { WEEKDAYS } from "~/utils/roles";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { toastT } from "~/utils/urls.server";
import { digestDay } from "../../../contract/users";

export const handle: RouteHandle = { titleKey: "account:edit.tabs.digest" };

// ISO weekdays, 1 = Monday … 7 = Sunday; none checked = no periodic mail.
const schema = z.object({
  // A checkbox posts its day as text: the contract's day rule after the number is read.
  digestDays: z.array(z.coerce.number().pipe(digestDay)).max(7).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await currentUser(context, request);
  return { digestDays: (user.digestDays ?? []).map(String) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitForm(await request.formData(), schema, (value) =>
    updateCurrentUser(context, { digest_days: [...new Set(value.digestDays ?? [])].sort() }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "account");
  return redirectWithToast(context, new URL(request.url).pathname, { color: "success", message: t("edit.digestSaved") });
}

export default function DigestDays() {
  const { t } = useTranslation("account");
  const { digestDays } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "digest-form",
    lastResult,
    shouldValidate: "onBlur",
    defaultValue: { digestDays },
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <p>{t("edit.digestIntro")}</p>
      <FormErrors form={form} result={lastResult} />
      <CheckboxGroup
        meta={fields.digestDays}
        legend={t("fields.digestDays")}
        options={WEEKDAYS.map((d) => ({ value: String(d), label: t(`weekdays.${d}`) }))}
      />
      <SubmitButton>{t("edit.save")}</SubmitButton>
    </Form>
  );
}
