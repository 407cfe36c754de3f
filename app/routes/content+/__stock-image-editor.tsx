/**
 * The stock image editor (add and edit share it; the action is __stock-image-editor.server.ts). Its schema is made of
 * the contract's rules (ADR 0040), in __stock-image-schema.ts.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  ErrorList,
  Field,
  FormErrors,
  SelectField,
  SubmitButton,
  TextareaField,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import type { action } from "./__stock-image-editor.server";
import { stockImageSchema } from "./__stock-image-schema";

export interface StockImageDefaults {
  name: string;
  description: string;
  shortDescription: string;
  uploadId: string;
  imageUrl: string;
  keywords: string;
}

export function StockImageEditor({
  defaults,
  uploads,
  mode,
}: {
  defaults?: StockImageDefaults;
  uploads: { value: string; label: string }[];
  mode: "add" | "edit";
}) {
  const { t } = useTranslation("files");
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && "reply" in actionData ? actionData.reply : undefined;
  const [form, fields] = useForm({
    id: `${mode}-stock-image-form`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(stockImageSchema),
  });
  useUnsavedChanges(form.dirty);
  const keywordErrors = Object.entries(form.allErrors)
    .filter(([name]) => name.startsWith("keywords["))
    .flatMap(([, errors]) => errors);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult} />
      <Field meta={fields.name} label={t("stock.name")} autoComplete="off" />
      <Field meta={fields.shortDescription} label={t("stock.shortDescription")} autoComplete="off" />
      <TextareaField meta={fields.description} label={t("stock.description")} />
      <SelectField meta={fields.uploadId} label={t("stock.uploadId")} placeholder={t("stock.noUpload")} options={uploads} />
      <Field
        meta={fields.imageUrl}
        label={t("stock.imageUrl")}
        type="url"
        description={t("stock.imageUrlHint")}
        autoComplete="off"
      />
      <div>
        <Field meta={fields.keywords} label={t("stock.keywords")} description={t("stock.keywordsHint")} autoComplete="off" />
        <ErrorList id={`${fields.keywords.id}-items-error`} errors={keywordErrors.length ? keywordErrors : undefined} />
      </div>
      <SubmitButton>{t("stock.save")}</SubmitButton>
    </Form>
  );
}
