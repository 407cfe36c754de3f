/**
 * One block's editor (ADR 0048): its form, built from the block type's schema, beside a preview of the block as a
 * visitor will see it. Without JavaScript the preview is a "Preview" submit (the server renders the unsaved block);
 * with JavaScript it follows the form as it is typed (the same walk of the form and the same checks, in the
 * browser). The form holds the page's version; the unsaved-changes prompt guards it.
 */
import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type BlockType, checkBlock, withEnglish } from "../../../../contract/content-blocks";
import { type RichTextDoc, renderRichText } from "../../../../contract/rich-text";
import { BlockRenderer } from "../../blocks/block-renderer";
import { FormBlockModeProvider } from "../../blocks/cta-blocks";
import type { PreparedBlock } from "../../blocks/types";
import { ErrorList, FormErrors, SubmitButton, secondaryButtonClass, useUnsavedChanges } from "../../forms";
import type { NewsSummary } from "../news";
import { BlockFields } from "./block-form";
import { blockFields, englishFromForm, propsFromForm } from "./block-schema";
import type { AnyMeta } from "./meta";

export interface BlockEditorProps {
  blockType: BlockType;
  language: "nl" | "en";
  /** Conform's default value: `{ props }` or `{ propsEn }` (rich texts as Markdown), and `lockVersion`. */
  defaultValue: Record<string, unknown>;
  /** The stored rich-text documents by field name, for the rich-text editor. */
  docs: Record<string, RichTextDoc | undefined>;
  /** The Dutch props (the English form shows them, and lays its texts over them in the preview). */
  dutch?: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  /** The block as the server rendered it (stored, or the unsaved one a "Preview" post asked for). */
  preview: PreparedBlock | null;
  /** The newest news, for a NewsCarousel's live preview. */
  news: NewsSummary[];
  saveLabel: string;
}

/** The block as a visitor sees it, prepared in the browser from the form (rich text rendered, news attached). */
function prepareInBrowser(
  blockType: BlockType,
  props: Record<string, unknown>,
  propsEn: Record<string, unknown> | null,
  language: string,
  news: NewsSummary[],
): PreparedBlock | null {
  const checked = checkBlock(blockType, props, propsEn);
  if (!checked.ok) return null;
  const shown = (language === "en" ? withEnglish(checked.props, checked.propsEn) : checked.props) as Record<string, unknown>;
  if (blockType === "Markdown") {
    return { id: "preview", type: "Markdown", position: 0, props: { html: renderRichText(shown.content) } };
  }
  if (blockType === "NewsCarousel") {
    const limit = typeof shown.limit === "number" ? shown.limit : 6;
    return {
      id: "preview",
      type: "NewsCarousel",
      position: 0,
      props: { ...(shown as object), items: news.slice(0, limit) },
    } as PreparedBlock;
  }
  return { id: "preview", type: blockType, position: 0, props: shown } as PreparedBlock;
}

export function BlockEditor({
  blockType,
  language,
  defaultValue,
  docs,
  dutch,
  lastResult,
  preview,
  news,
  saveLabel,
}: BlockEditorProps) {
  const { t } = useTranslation("content-admin");
  // biome-ignore lint/suspicious/noExplicitAny: the form's shape is the block type's schema.
  const [form, fields] = useForm<Record<string, any>>({
    id: `block-form-${blockType}-${language}`,
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
  });
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty);
  const [live, setLive] = useState<{ block: PreparedBlock | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const element = useRef<HTMLFormElement>(null);
  // What the form held when it was drawn (what was loaded or last posted), as it would be posted.
  const drawn = useRef<string | null>(null);
  const serialize = (formElement: HTMLFormElement) =>
    JSON.stringify([...new FormData(formElement).entries()].filter(([key]) => key !== "__intent__"));
  useEffect(() => {
    if (element.current) drawn.current = serialize(element.current);
    return () => clearTimeout(timer.current);
  }, []);
  // With JavaScript the preview follows the form — typing, a picked image, a row added or moved — and the form is
  // dirty while it differs from what it held when drawn (so an empty field and a choice's default are not changes).
  // React's own events: they reach the form from every field, also from a picker's dialog drawn elsewhere.
  const changed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const formElement = element.current;
      if (!formElement) return;
      const current = serialize(formElement);
      setDirty(drawn.current !== null && current !== drawn.current);
      const data = new FormData(formElement);
      const props = language === "nl" ? propsFromForm(blockType, data) : (dutch ?? {});
      const propsEn = language === "en" ? englishFromForm(blockType, data) : null;
      setLive({ block: prepareInBrowser(blockType, props, propsEn, language, news) });
    }, 300);
  };
  const shown = live ? live.block : preview;
  const group = (language === "nl" ? fields.props : fields.propsEn) as AnyMeta;
  const lock = fields.lockVersion as AnyMeta;
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <Form
        method="post"
        {...getFormProps(form)}
        ref={element}
        onInput={changed}
        onChange={changed}
        onClick={changed}
        // Posting the form is not leaving it: its answer (the saved block, or the form again) decides what is shown.
        onSubmitCapture={() => {
          clearTimeout(timer.current);
          setDirty(false);
        }}
        className="min-w-0 space-y-5"
      >
        <FormErrors form={form} result={lastResult} />
        <input {...getInputProps(lock, { type: "hidden" })} key={lock.key} />
        <div role={lock.errors ? "alert" : undefined}>
          <ErrorList id={lock.errorId} errors={lock.errors} />
        </div>
        <BlockFields form={form} meta={group} fields={blockFields(blockType)} language={language} dutch={dutch} docs={docs} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save">
            {saveLabel}
          </SubmitButton>
          <SubmitButton name="intent" value="preview" className={secondaryButtonClass}>
            {t("blocks.preview")}
          </SubmitButton>
        </div>
      </Form>
      <section aria-labelledby="block-preview-heading" className="min-w-0">
        <h2 id="block-preview-heading" className="mb-2 text-lg font-semibold">
          {t("blocks.previewTitle")}
        </h2>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300">
          {live && !live.block ? t("blocks.previewInvalid") : t("blocks.previewHint")}
        </p>
        <div className="overflow-hidden rounded-[var(--radius)] border border-muted-200 bg-background dark:border-muted-700">
          {shown ? (
            <FormBlockModeProvider value="preview">
              <BlockRenderer blocks={[shown]} width="default" eagerFirstBlock={false} />
            </FormBlockModeProvider>
          ) : (
            <p className="p-4 text-sm">{t("blocks.previewEmpty")}</p>
          )}
        </div>
      </section>
    </div>
  );
}
