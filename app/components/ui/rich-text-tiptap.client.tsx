/**
 * The tiptap half of `RichTextEditor` (./rich-text-editor.tsx), imported in the browser after hydration only, so
 * tiptap and marked live in this chunk. The editor is configured with exactly the allow-list of
 * contract/rich-text-nodes.ts: StarterKit without code blocks and underline, headings 2–4, links http(s), mailto and site paths.
 * It writes the document as JSON into a hidden input; the server normalises it again (richTextInput).
 */
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useState } from "react";
import { checkTemplateBody, templateDocNormalized, templateHrefAllowed } from "../../../contract/notification-template-edit";
import { markdownToRichText } from "../../../contract/rich-text-markdown";
import { normalizeRichText, type RichTextDoc, safeRichTextHref } from "../../../contract/rich-text-nodes";
import { LINK_REL } from "../../../contract/rich-text-serialize";
import { RICH_TEXT_INSERT_EVENT, type RichTextInsert } from "../../utils/rich-text-form";
import { RichTextToolbar } from "./rich-text-toolbar.client";

export interface TiptapFieldProps {
  id: string;
  /** The hidden input's name (`${field}_json`). */
  name: string;
  labelId: string;
  errorId: string;
  invalid: boolean;
  initialDoc: RichTextDoc | null;
  /** Markdown typed (or sent) before the editor loaded; wins over initialDoc. */
  initialMarkdown: string | null;
  /** A notification template's body: `{{placeholder}}` link targets are kept (ADR 0060). */
  placeholderLinks?: boolean;
}

/** The editor's schema: the allow-list, nothing more; links whose target `allowed` takes. */
function extensionsFor(allowed: (url: string) => boolean) {
  return [
    StarterKit.configure({
      codeBlock: false,
      underline: false,
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        isAllowedUri: (url) => allowed(url),
        HTMLAttributes: { rel: LINK_REL, target: null },
      },
    }),
  ];
}

export const richTextExtensions = extensionsFor((url) => safeRichTextHref(url) !== null);
/** A template body's editor: a link may also go to a placeholder (`{{vacancy_link}}`), filled when the mail is sent. */
const templateExtensions = extensionsFor(templateHrefAllowed);

/** The editor's first document: Markdown typed before it loaded, else the stored document, normalised. */
function initialContent(initialDoc: RichTextDoc | null, initialMarkdown: string | null, placeholderLinks: boolean) {
  if (placeholderLinks) {
    if (initialMarkdown !== null) {
      const checked = checkTemplateBody(initialMarkdown);
      return "content" in checked ? checked : markdownToRichText(initialMarkdown);
    }
    return initialDoc ? templateDocNormalized(initialDoc) : undefined;
  }
  return initialMarkdown !== null ? markdownToRichText(initialMarkdown) : initialDoc ? normalizeRichText(initialDoc) : undefined;
}

const PROSE = [
  "min-h-40 px-3 py-2 text-foreground outline-none",
  "[&_p]:my-2 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-2 [&_h4]:font-semibold",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-muted-400 [&_blockquote]:pl-3 [&_blockquote]:italic",
  "[&_a]:text-primary-800 [&_a]:underline dark:[&_a]:text-primary-300 [&_strong]:font-semibold",
  "[&_code]:rounded [&_code]:bg-muted-100 [&_code]:px-1 dark:[&_code]:bg-muted-800 [&_hr]:my-4 [&_hr]:border-muted-300",
].join(" ");

export function TiptapField({
  id,
  name,
  labelId,
  errorId,
  invalid,
  initialDoc,
  initialMarkdown,
  placeholderLinks = false,
}: TiptapFieldProps) {
  const [json, setJson] = useState("");
  const editor = useEditor({
    extensions: placeholderLinks ? templateExtensions : richTextExtensions,
    immediatelyRender: true,
    content: initialContent(initialDoc, initialMarkdown, placeholderLinks),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        "aria-describedby": errorId,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: PROSE,
      },
    },
    onCreate: ({ editor }) => setJson(JSON.stringify(editor.getJSON())),
    onUpdate: ({ editor }) => setJson(JSON.stringify(editor.getJSON())),
  });
  // A text inserted at the cursor from outside the editor (a template's placeholder list: insertIntoRichText).
  useEffect(() => {
    if (!editor) return;
    const onInsert = (event: Event) => {
      const detail = (event as CustomEvent<RichTextInsert>).detail;
      if (detail?.id === id) editor.chain().focus().insertContent(detail.text).run();
    };
    document.addEventListener(RICH_TEXT_INSERT_EVENT, onInsert);
    return () => document.removeEventListener(RICH_TEXT_INSERT_EVENT, onInsert);
  }, [editor, id]);
  const borderClass = invalid ? "border-red-700 dark:border-red-300" : "border-muted-400 dark:border-muted-500";
  return (
    <div
      className={`mt-1 rounded-[var(--radius)] border bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary-700 dark:bg-muted-900 ${borderClass}`}
    >
      {editor ? <RichTextToolbar editor={editor} controls={id} placeholderLinks={placeholderLinks} /> : null}
      <EditorContent editor={editor} />
      {/* Until onCreate's state lands, the editor's own document: a form sent in the render the editor arrived in
          must carry what it shows (what was typed before it loaded), never an empty value the action would skip. */}
      <input type="hidden" name={name} value={json || (editor ? JSON.stringify(editor.getJSON()) : "")} />
    </div>
  );
}
