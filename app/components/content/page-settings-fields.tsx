/**
 * The fields of a page's settings (ADR 0041), the same for a new page and an existing one: the Dutch text with, beside
 * it, the optional English one (empty = the Dutch stands in on /en, marked lang="nl").
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { PAGE_LAYOUTS, PAGE_TYPES } from "../../../contract/pages";
import { CheckboxField, Field, SelectField, TextareaField } from "../forms";

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata of any form's fields
type Fields = Record<string, FieldMetadata<any, any, string[]>>;

function Pair({ fields, name, label, long = false }: { fields: Fields; name: string; label: string; long?: boolean }) {
  const { t } = useTranslation("content-admin");
  const dutch = fields[name];
  const english = fields[`${name}En`];
  if (!dutch || !english) return null;
  const Input = long ? TextareaField : Field;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input meta={dutch} label={t("fields.dutch", { field: label })} />
      <Input meta={english} label={t("fields.englishOf", { field: label })} />
    </div>
  );
}

export function PageSettingsFields({ fields, isHome = false }: { fields: Fields; isHome?: boolean }) {
  const { t } = useTranslation("content-admin");
  const need = (name: string) => fields[name] as Fields[string];
  return (
    <>
      <Pair fields={fields} name="title" label={t("fields.title")} />
      {isHome ? (
        <p className="text-sm">{t("edit.homeSlug")}</p>
      ) : (
        <Field meta={need("slug")} label={t("fields.slug")} description={t("edit.slugHelp")} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          meta={need("pageType")}
          label={t("fields.pageType")}
          options={PAGE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <SelectField
          meta={need("pageLayout")}
          label={t("fields.pageLayout")}
          options={PAGE_LAYOUTS.map((layout) => ({ value: layout, label: t(`layouts.${layout}`) }))}
        />
      </div>
      <CheckboxField meta={need("showTitleOnPage")} label={t("fields.showTitleOnPage")} />
      <CheckboxField meta={need("featured")} label={t("fields.featured")} />
      <Pair fields={fields} name="summary" label={t("fields.summary")} long />
      <fieldset className="space-y-4">
        <legend className="font-semibold">{t("edit.seo")}</legend>
        <Pair fields={fields} name="metaTitle" label={t("fields.metaTitle")} />
        <Pair fields={fields} name="metaDescription" label={t("fields.metaDescription")} long />
        <Pair fields={fields} name="ogTitle" label={t("fields.ogTitle")} />
        <Pair fields={fields} name="ogDescription" label={t("fields.ogDescription")} long />
      </fieldset>
      <Field meta={need("publishAt")} label={t("fields.publishAt")} type="datetime-local" description={t("edit.publishAtHelp")} />
    </>
  );
}
