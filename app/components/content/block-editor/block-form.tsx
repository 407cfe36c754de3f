/**
 * The fields of a block's form, drawn from its schema (./block-schema.ts; ADR 0048) with the screen kit's fields and
 * Conform's metadata: texts, numbers, choices, rich text (the one rich-text editor), groups as fieldsets, images with
 * their picker, and lists whose rows are added, removed and moved by Conform's intent buttons — submit buttons, so
 * without JavaScript each is a form post that comes back to the same block with the list changed and nothing typed
 * lost; with JavaScript Conform does it in place.
 *
 * The English form (`language="en"`) shows the translatable fields only, each with the Dutch text beside it; its
 * lists have the Dutch block's rows (rows are added and removed in Dutch).
 */
import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { RichTextDoc } from "../../../../contract/rich-text";
import { richTextToPlainText } from "../../../../contract/rich-text";
import { ErrorList, inputClass } from "../../forms";
import { Button } from "../../ui/button";
import { RichTextEditor } from "../../ui/rich-text-editor";
import { BlockImageField } from "./block-image-field";
import { type FieldNode, hasTranslatable } from "./block-schema";
import { type AnyForm, type AnyMeta, fieldsetOf, rowsOfMeta } from "./meta";

/** The translation key of a field's label: by its key, list rows by their list's key. */
export const fieldLabelKey = (key: string) => `blocks.fields.${key}`;

interface FieldsProps {
  form: AnyForm;
  /** `props` or `propsEn`: the Conform metadata of the group the fields belong to. */
  meta: AnyMeta;
  fields: FieldNode[];
  language: "nl" | "en";
  /** The Dutch values of these fields (the English form shows them beside its own). */
  dutch?: Record<string, unknown>;
  /** Stored rich-text documents by field name (Conform keeps texts; a document is handed to the editor as it is). */
  docs: Record<string, RichTextDoc | undefined>;
}

/** The fields of one group (the block, a nested group, a list's row). */
export function BlockFields({ form, meta, fields, language, dutch, docs }: FieldsProps) {
  const set = fieldsetOf(meta);
  return (
    <>
      {fields.map((node) =>
        language === "en" && !hasTranslatable(node) ? null : (
          <BlockField
            key={node.key}
            form={form}
            node={node}
            meta={set[node.key] as AnyMeta}
            labelKey={node.key}
            language={language}
            dutch={dutch?.[node.key]}
            docs={docs}
          />
        ),
      )}
    </>
  );
}

function Label({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold">
      {children}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

/** The Dutch text under an English field. */
function DutchText({ id, value }: { id: string; value: unknown }) {
  const { t } = useTranslation("content-admin");
  const text =
    typeof value === "string" ? value : value && typeof value === "object" ? richTextToPlainText(value).slice(0, 300) : "";
  if (!text) return null;
  return (
    <p id={id} className="text-sm text-muted-700 dark:text-muted-300">
      {t("blocks.dutchText")} <span lang="nl">{text}</span>
    </p>
  );
}

/** One field of a block's form (a text, a group, a list…): what every kind is drawn with. */
interface FieldOfProps<N extends FieldNode = FieldNode> {
  form: AnyForm;
  node: N;
  meta: AnyMeta;
  labelKey: string;
  language: "nl" | "en";
  /** The Dutch value of this field (the English form shows it beside its own). */
  dutch: unknown;
  docs: Record<string, RichTextDoc | undefined>;
}

function BlockField({ form, node, meta, labelKey, language, dutch, docs }: FieldOfProps) {
  const { t } = useTranslation("content-admin");
  const label = t(fieldLabelKey(labelKey));
  const english = language === "en";
  const required = node.required && !english;
  const dutchId = `${meta.id}-dutch`;
  switch (node.kind) {
    case "text": {
      const describedBy = english ? dutchId : undefined;
      const common = { required, lang: english ? "en" : undefined, className: inputClass };
      const control = node.multiline ? (
        <textarea {...getTextareaProps(meta, { ariaDescribedBy: describedBy })} key={meta.key} rows={4} {...common} />
      ) : (
        <input
          {...getInputProps(meta, { type: "text", ariaDescribedBy: describedBy })}
          key={meta.key}
          maxLength={node.maxLength}
          {...common}
        />
      );
      return (
        <div>
          <Label htmlFor={meta.id} required={required}>
            {label}
          </Label>
          {english ? <DutchText id={dutchId} value={dutch} /> : null}
          {control}
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </div>
      );
    }
    case "richText": {
      const typed = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
      return (
        <div>
          {english ? <DutchText id={dutchId} value={dutch} /> : null}
          <RichTextEditor
            name={meta.name}
            label={label}
            initialDoc={typed ?? docs[meta.name] ?? null}
            errorId={meta.errorId}
            errors={meta.errors}
            required={required}
          />
        </div>
      );
    }
    case "number": {
      const props = getInputProps(meta, { type: "number" });
      return (
        <div>
          <Label htmlFor={meta.id} required={required}>
            {label}
          </Label>
          <input {...props} key={props.key} min={node.min} max={node.max} step={1} className={`${inputClass} max-w-40`} />
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </div>
      );
    }
    case "choice": {
      const props = getSelectProps(meta);
      return (
        <div>
          <Label htmlFor={meta.id}>{label}</Label>
          <select
            {...props}
            key={props.key}
            defaultValue={(meta.initialValue as string) ?? node.defaultValue}
            className={inputClass}
          >
            {node.optional && node.defaultValue === undefined ? <option value="">{t("blocks.choose")}</option> : null}
            {node.options.map((option) => (
              <option key={option} value={option}>
                {t(`blocks.options.${option}`)}
              </option>
            ))}
          </select>
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </div>
      );
    }
    case "boolean": {
      const props = getInputProps(meta, { type: "checkbox" });
      return (
        <div className="flex items-start gap-2">
          <input {...props} key={props.key} className="mt-1 size-4 accent-primary-700" />
          <label htmlFor={meta.id}>{label}</label>
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </div>
      );
    }
    case "object": {
      const inner = (
        <BlockFields
          form={form}
          meta={meta}
          fields={node.fields}
          language={language}
          dutch={dutch && typeof dutch === "object" ? (dutch as Record<string, unknown>) : undefined}
          docs={docs}
        />
      );
      return (
        <fieldset className="space-y-4 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
          <legend className="px-1 font-semibold">
            {label}
            {node.optional && !english ? <span className="font-normal"> {t("blocks.optional")}</span> : null}
          </legend>
          {node.image && !english ? <BlockImageField form={form} meta={meta} keys={node.fields.map((f) => f.key)} /> : null}
          {inner}
          <ErrorList id={meta.errorId} errors={meta.errors} />
        </fieldset>
      );
    }
    case "list":
      return <BlockList form={form} node={node} meta={meta} labelKey={labelKey} language={language} dutch={dutch} docs={docs} />;
  }
}

function BlockList({ form, node, meta, labelKey, language, dutch, docs }: FieldOfProps<Extract<FieldNode, { kind: "list" }>>) {
  const { t } = useTranslation("content-admin");
  const english = language === "en";
  const rows = rowsOfMeta(meta);
  const dutchRows = Array.isArray(dutch) ? dutch : [];
  const count = rows.length;
  const rowLabel = (i: number) => t("blocks.row", { name: t(`blocks.rows.${labelKey}`), number: i + 1 });
  return (
    <fieldset className="space-y-3 rounded-[var(--radius)] border border-muted-200 p-4 dark:border-muted-700">
      <legend className="px-1 font-semibold">
        {t(fieldLabelKey(labelKey))}
        {!english ? <span className="font-normal"> {t("blocks.listSize", { min: node.min, max: node.max })}</span> : null}
      </legend>
      <ErrorList id={meta.errorId} errors={meta.errors} />
      <ol className="space-y-3">
        {Array.from({ length: count }, (_, i) => {
          // The English form's default value pads its lists to the Dutch rows (`englishDefaults`).
          const row = rows[i] as AnyMeta;
          const rowDutch = dutchRows[i];
          return (
            <li key={row?.key ?? i} className="rounded-[var(--radius)] bg-muted-50 p-3 dark:bg-muted-900">
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold">{rowLabel(i)}</p>
                {!english ? (
                  <div className="flex flex-wrap gap-2">
                    {i > 0 ? (
                      <Button
                        type="submit"
                        variant="secondary"
                        {...form.reorder.getButtonProps({ name: meta.name, from: i, to: i - 1 })}
                      >
                        {t("blocks.up")}
                        <span className="sr-only"> {rowLabel(i)}</span>
                      </Button>
                    ) : null}
                    {i < count - 1 ? (
                      <Button
                        type="submit"
                        variant="secondary"
                        {...form.reorder.getButtonProps({ name: meta.name, from: i, to: i + 1 })}
                      >
                        {t("blocks.down")}
                        <span className="sr-only"> {rowLabel(i)}</span>
                      </Button>
                    ) : null}
                    {count > node.min ? (
                      <Button type="submit" variant="secondary" {...form.remove.getButtonProps({ name: meta.name, index: i })}>
                        {t("blocks.removeRow")}
                        <span className="sr-only"> {rowLabel(i)}</span>
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
              <div className="space-y-4">
                {node.item.kind === "object" ? (
                  <>
                    {node.item.image && !english ? (
                      <BlockImageField form={form} meta={row} keys={node.item.fields.map((f) => f.key)} />
                    ) : null}
                    <BlockFields
                      form={form}
                      meta={row}
                      fields={node.item.fields}
                      language={language}
                      dutch={rowDutch && typeof rowDutch === "object" ? (rowDutch as Record<string, unknown>) : undefined}
                      docs={docs}
                    />
                  </>
                ) : (
                  <BlockField
                    form={form}
                    node={node.item}
                    meta={row}
                    labelKey={`${labelKey}Item`}
                    language={language}
                    dutch={rowDutch}
                    docs={docs}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {!english && count < node.max ? (
        <Button type="submit" variant="secondary" {...form.insert.getButtonProps({ name: meta.name })}>
          {t("blocks.addRow", { name: t(`blocks.rows.${labelKey}`) })}
        </Button>
      ) : null}
    </fieldset>
  );
}
