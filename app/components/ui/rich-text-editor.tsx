/**
 * A rich-text field (the one rich-text path: contract/rich-text.ts; docs/screens.md "Rich text").
 *
 * Server-rendered and without JavaScript it is a labelled `<textarea name={name}>` holding the document as Markdown,
 * with a short Markdown hint. After hydration it loads tiptap (`./rich-text-tiptap.client.tsx`, its own chunk) and swaps
 * the textarea for the editor, which writes the tiptap JSON into a hidden `${name}_json`. The action reads either
 * with `richTextFromForm(formData, name)` (app/utils/rich-text-form.ts) and sends it to the API as the field's value.
 *
 * ```tsx
 * <RichTextEditor name={fields.description.name} label={t("fields.description")} initialDoc={vacancy.description}
 *   errorId={fields.description.errorId} errors={fields.description.errors} />
 * ```
 */
import { type ComponentType, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { templateDocToMarkdown } from "../../../contract/notification-template-links";
import type { RichTextDoc } from "../../../contract/rich-text-nodes";
import { richTextToMarkdown } from "../../../contract/rich-text-serialize";
import { RICH_TEXT_JSON_SUFFIX } from "../../utils/rich-text-form";
import { ErrorList, inputClass } from "../forms";
import type { TiptapFieldProps } from "./rich-text-tiptap.client";

export interface RichTextEditorProps {
  /** The form field's name: the textarea's (Markdown), and `${name}_json` for the editor's document. */
  name: string;
  label: string;
  /** The stored document, or Markdown (a submission shown again without JavaScript). */
  initialDoc?: RichTextDoc | string | null;
  /** The id of the field's error line (Conform's `errorId`); the field is described by it. */
  errorId: string;
  /** The field's errors (message keys, as Conform gives them); the first is shown. */
  errors?: string[];
  /** The control's id (default: `${name}-field`). */
  id?: string;
  required?: boolean;
  rows?: number;
  /** A notification template's body: `{{placeholder}}` link targets are kept (ADR 0060). */
  placeholderLinks?: boolean;
}

/** The tiptap half, imported in the browser only, after hydration. */
function useTiptapField() {
  const [component, setComponent] = useState<ComponentType<TiptapFieldProps> | null>(null);
  useEffect(() => {
    let live = true;
    import("./rich-text-tiptap.client").then((module) => {
      if (live) setComponent(() => module.TiptapField);
    });
    return () => {
      live = false;
    };
  }, []);
  return component;
}

export function RichTextEditor({
  name,
  label,
  initialDoc,
  errorId,
  errors,
  id,
  required,
  rows = 10,
  placeholderLinks,
}: RichTextEditorProps) {
  const { t } = useTranslation("ui");
  const TiptapField = useTiptapField();
  const controlId = id ?? `${name}-field`;
  const hintId = `${controlId}-hint`;
  const labelId = `${controlId}-label`;
  const toMarkdown = placeholderLinks ? templateDocToMarkdown : richTextToMarkdown;
  const markdown = typeof initialDoc === "string" ? initialDoc : initialDoc ? toMarkdown(initialDoc) : "";
  const invalid = Boolean(errors?.length);
  // What the visitor typed before the editor arrived is carried over (the textarea is gone afterwards).
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div>
      <label id={labelId} htmlFor={controlId} className="block font-semibold">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {TiptapField ? (
        <TiptapField
          id={controlId}
          name={`${name}${RICH_TEXT_JSON_SUFFIX}`}
          labelId={labelId}
          errorId={errorId}
          invalid={invalid}
          initialDoc={typed === null && typeof initialDoc !== "string" ? (initialDoc ?? null) : null}
          initialMarkdown={typed ?? (typeof initialDoc === "string" ? initialDoc : null)}
          placeholderLinks={placeholderLinks}
        />
      ) : (
        <>
          <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
            {t("richText.hint")}
          </p>
          <textarea
            id={controlId}
            name={name}
            defaultValue={markdown}
            rows={rows}
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(event) => setTyped(event.currentTarget.value)}
            className={`${inputClass} font-mono text-sm`}
          />
        </>
      )}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
