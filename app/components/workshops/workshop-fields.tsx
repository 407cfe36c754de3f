/**
 * A workshop's fields (docs/decisions/0072-workshops.md), the same for a new workshop and an existing one: the Dutch
 * title and description with, beside each, the optional English one; the day and times (Dutch time); the place and
 * the number of places.
 */
import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { WORKSHOP_LIMITS } from "../../../contract/workshops";
import { Field, TextareaField } from "../forms";

// biome-ignore lint/suspicious/noExplicitAny: conform's field metadata of the add and the edit form alike
type Fields = Record<string, FieldMetadata<any, any, string[]>>;

export function WorkshopFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("workshops");
  const need = (name: string) => fields[name] as Fields[string];
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={need("title")} label={t("fields.title")} />
        <Field meta={need("titleEn")} label={t("fields.titleEn")} description={t("fields.englishHint")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField meta={need("description")} label={t("fields.description")} maxLength={WORKSHOP_LIMITS.description} />
        <TextareaField
          meta={need("descriptionEn")}
          label={t("fields.descriptionEn")}
          description={t("fields.englishHint")}
          maxLength={WORKSHOP_LIMITS.description}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field meta={need("date")} label={t("fields.date")} type="date" />
        <Field meta={need("startTime")} label={t("fields.startTime")} type="time" description={t("fields.timeHint")} />
        <Field meta={need("endTime")} label={t("fields.endTime")} type="time" description={t("fields.timeHint")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={need("place")} label={t("fields.place")} />
        <Field meta={need("capacity")} label={t("fields.capacity")} type="number" />
      </div>
    </>
  );
}
