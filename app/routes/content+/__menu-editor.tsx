/**
 * The menu item editor: the form schema (the contract's rules, ADR 0040) and the form shared by 'Add menu item'
 * (menu-items.add.tsx) and 'Edit menu item' (menu-items.$id.edit.tsx). Its server half is __menu-editor.server.ts.
 * Without JavaScript every field is there; the action sends the link field its type needs.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Field, FormErrors, SelectField, SubmitButton, useUnsavedChanges, validateWith } from "~/components/forms";
import { MENU_LINK_TYPES, MENUS, SYSTEM_PAGE_IDS } from "../../../contract/menu-items";
import type { action } from "./__menu-editor.server";
import { type MenuItemFormValue, menuItemFormSchema } from "./__menu-editor-schema";

export interface MenuEditorProps {
  mode: "add" | "edit";
  defaults: Partial<Record<keyof MenuItemFormValue, string>>;
  /** Top-level items a new child may go under, per menu. */
  parents: { id: string; name: string; menu: (typeof MENUS)[number] }[];
  pages: { id: string; title: string }[];
}

export function MenuItemEditor({ mode, defaults, parents, pages }: MenuEditorProps) {
  const { t } = useTranslation("menu-items");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `${mode}-menu-item-form`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onBlur",
    defaultValue: defaults,
    onValidate: validateWith(menuItemFormSchema),
  });
  useUnsavedChanges(form.dirty);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors form={form} result={lastResult} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field meta={fields.name} label={t("fields.name")} autoComplete="off" />
        <Field meta={fields.nameEn} label={t("fields.nameEn")} autoComplete="off" description={t("fields.nameEnHint")} />
      </div>
      <SelectField
        meta={fields.menu}
        label={t("fields.menu")}
        options={MENUS.map((menu) => ({ value: menu, label: t(`menus.${menu}`) }))}
      />
      <SelectField
        meta={fields.parentId}
        label={t("fields.parent")}
        placeholder={t("fields.noParent")}
        options={parents.map((p) => ({ value: p.id, label: `${t(`menus.${p.menu}`)}: ${p.name}` }))}
      />
      <SelectField
        meta={fields.linkType}
        label={t("fields.linkType")}
        options={MENU_LINK_TYPES.map((type) => ({ value: type, label: t(`linkTypes.${type}`) }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.pageId}
          label={t("fields.page")}
          placeholder={t("fields.choose")}
          options={pages.map((p) => ({ value: p.id, label: p.title || t("unavailable") }))}
        />
        <SelectField
          meta={fields.systemPageId}
          label={t("fields.systemPage")}
          placeholder={t("fields.choose")}
          options={SYSTEM_PAGE_IDS.map((key) => ({ value: key, label: t(`systemPages.${key}`) }))}
        />
      </div>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t("fields.linkHint")}</p>
      <SubmitButton>{mode === "add" ? t("add.submit") : t("edit.save")}</SubmitButton>
    </Form>
  );
}
