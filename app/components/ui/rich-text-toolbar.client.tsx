/**
 * The rich-text editor's toolbar (./rich-text-tiptap.client.tsx): real buttons with aria-labels, `aria-pressed` for what
 * is on at the cursor, one tab stop with arrow keys between the buttons (WAI-ARIA toolbar pattern), and a small
 * panel for a link's address (Enter applies, Escape closes; an empty address removes the link).
 */
import { type Editor, useEditorState } from "@tiptap/react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { linkTargetOf } from "../../utils/rich-text-form";
import { inputClass } from "../forms";
import { Button } from "./button";

const TOOL =
  "inline-flex h-9 min-w-9 items-center justify-center rounded-[var(--radius)] px-2 text-sm font-semibold text-muted-900 hover:bg-muted-100 aria-pressed:bg-primary-100 aria-pressed:text-primary-900 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-700 dark:text-muted-100 dark:hover:bg-muted-800 dark:aria-pressed:bg-primary-900 dark:aria-pressed:text-primary-100";

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

export function RichTextToolbar({
  editor,
  controls,
  placeholderLinks = false,
}: {
  editor: Editor;
  controls: string;
  /** A notification template's body: a link may go to a placeholder (`{{vacancy_link}}`, ADR 0060). */
  placeholderLinks?: boolean;
}) {
  const { t } = useTranslation("ui");
  const active = useActiveFormats(editor);
  const link = useLinkPanel(editor, placeholderLinks);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();
  const tools: Tool[] = [
    { key: "bold", label: t("richText.bold"), icon: <b>B</b>, pressed: active.bold, run: () => chain().toggleBold().run() },
    {
      key: "italic",
      label: t("richText.italic"),
      icon: <i>I</i>,
      pressed: active.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: "heading",
      label: t("richText.heading"),
      icon: "H2",
      pressed: active.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "bulletList",
      label: t("richText.bulletList"),
      icon: "•",
      pressed: active.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "orderedList",
      label: t("richText.orderedList"),
      icon: "1.",
      pressed: active.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: "link",
      label: t("richText.link"),
      icon: (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
          <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
        </svg>
      ),
      pressed: active.link,
      run: () => (link.href === null ? link.open() : link.close()),
    },
    { key: "undo", label: t("richText.undo"), icon: "↶", disabled: !active.canUndo, run: () => chain().undo().run() },
    { key: "redo", label: t("richText.redo"), icon: "↷", disabled: !active.canRedo, run: () => chain().redo().run() },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -focusIndex, End: tools.length - 1 - focusIndex };
    if (!(event.key in moves) || !(event.target instanceof HTMLButtonElement)) return;
    event.preventDefault();
    const next = (focusIndex + moves[event.key] + tools.length) % tools.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  return (
    <div className="border-b border-muted-300 dark:border-muted-600">
      <div
        role="toolbar"
        aria-label={t("richText.toolbar")}
        aria-controls={controls}
        className="flex flex-wrap gap-1 p-1"
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={TOOL}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            // aria-disabled keeps undo/redo in the arrow-key order while they can do nothing.
            aria-disabled={tool.disabled || undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => !tool.disabled && tool.run()}
          >
            <span aria-hidden="true">{tool.icon}</span>
          </button>
        ))}
      </div>
      {link.href !== null ? (
        <div className="flex flex-wrap items-end gap-2 border-t border-muted-300 p-2 dark:border-muted-600">
          <label className="min-w-0 flex-1 text-sm font-semibold">
            {t("richText.linkAddress")}
            <input
              ref={link.input}
              type="url"
              inputMode="url"
              value={link.href}
              onChange={(event) => link.setHref(event.currentTarget.value)}
              onKeyDown={link.onKeyDown}
              placeholder="https://"
              className={inputClass}
            />
          </label>
          <Button variant="secondary" className="px-3 py-2" onClick={link.apply}>
            {t("richText.linkApply")}
          </Button>
          <Button variant="link" onClick={link.close}>
            {t("richText.linkCancel")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The link panel's state: closed, or open with the address being typed. */
function useLinkPanel(editor: Editor, placeholderLinks: boolean) {
  const [href, setHref] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = () => {
    setHref((editor.getAttributes("link").href as string | undefined) ?? "");
    setTimeout(() => input.current?.focus(), 0);
  };
  const close = () => {
    setHref(null);
    editor.commands.focus();
  };
  const apply = () => {
    const typed = (href ?? "").trim();
    const safe = linkTargetOf(typed, placeholderLinks);
    if (typed === "") editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else if (safe) editor.chain().focus().extendMarkRange("link").setLink({ href: safe }).run();
    else return false;
    setHref(null);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the link instead of submitting the form around the editor.
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close();
    }
  };
  return { href, setHref, input, open, close, apply, onKeyDown };
}

/** Which marks and nodes are active at the selection, and what undo/redo can do (re-read on every transaction). */
function useActiveFormats(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      heading: e.isActive("heading", { level: 2 }),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}
