/**
 * A form's settings (ADR 0061), the same fields for a new form and an existing one: the Dutch title (required) and
 * description with, beside each, the optional English one (empty = the Dutch stands in on /en), and who may answer
 * it — anyone with its address, or only those invited by e-mail.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FORM_ACCESS_PERMISSIONS } from "../../../contract/forms";
import { Field, RadioGroup, TextareaField } from "../forms";

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata of the add and the edit form alike
type Fields = Record<string, FieldMetadata<any, any, string[]>>;

export function FormSettingsFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("form-builder");
  const need = (name: string) => fields[name] as Fields[string];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={need("title")} label={t("fields.title")} />
        <Field meta={need("titleEn")} label={t("fields.titleEn")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField meta={need("description")} label={t("fields.description")} />
        <TextareaField meta={need("descriptionEn")} label={t("fields.descriptionEn")} />
      </div>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t("settings.descriptionHelp")}</p>
      <RadioGroup
        meta={need("accessPermission")}
        legend={t("fields.accessPermission")}
        options={FORM_ACCESS_PERMISSIONS.map((a) => ({ value: a, label: t(`access.${a}Long`) }))}
      />
    </>
  );
}
