/**
 * The image picker (ADR 0058): a button that opens a modal `<dialog>` listing the centre's uploaded images and the
 * tenant's stock images — searched as you type (debounced), paged — loaded with a fetcher from /content/images (its
 * loader's JSON). Picking one hands `onPick` its URL, alt text and size, and closes. Without JavaScript it is a
 * plain link to /content/images in a new tab, where each image's address can be copied into the image field.
 */
import { useFetcher } from "@remix-run/react";
import { type JSX, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { inputClass, linkClass } from "../forms";
import { useLocalizePath } from "../locale-link";
import { Button, buttonClassName } from "../ui/button";
import { IMAGES_PAGE_SIZE, IMAGES_PATH, type ImagesData, type PickedImage, pickedImage } from "./image-choices";

export type { PickedImage } from "./image-choices";

/** How long typing may pause before the search is sent. */
export const SEARCH_DELAY_MS = 300;

/**
 * A button ("Kies een afbeelding" / "Choose an image") that opens a modal dialog listing uploads and stock images
 * (search as you type, debounced; paging), loaded with a fetcher from /content/images; picking one calls onPick and
 * closes. Renders nothing useful without JS: then it is a plain link to /content/images opening in a new tab.
 */
export function ImagePickerButton(props: { onPick: (image: PickedImage) => void; label?: string }): JSX.Element {
  const { onPick, label } = props;
  const { t } = useTranslation("files");
  const localize = useLocalizePath();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const text = label ?? t("picker.choose");
  if (!hydrated) {
    return (
      <a href={localize(IMAGES_PATH)} target="_blank" rel="noopener" className={linkClass}>
        {text}
        <span className="sr-only"> {t("picker.newTab")}</span>
      </a>
    );
  }
  return <PickerDialogButton text={text} onPick={onPick} />;
}

/** Dialogs made so far: each its own ids (the dialog exists only in the browser, after hydration: no server id to match). */
let dialogs = 0;

function PickerDialogButton({ text, onPick }: { text: string; onPick: (image: PickedImage) => void }) {
  const { t } = useTranslation("files");
  const localize = useLocalizePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<ImagesData>();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const [base] = useState(() => `image-picker-${++dialogs}`);
  const headingId = `${base}-heading`;
  const searchId = `${base}-search`;
  const statusId = `${base}-status`;

  // The search waits until typing pauses; a new search starts at its first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const source = `${localize(IMAGES_PATH)}?${new URLSearchParams({
    ...(query ? { q: query } : {}),
    page: String(page),
    size: String(IMAGES_PAGE_SIZE),
  })}`;
  const load = fetcher.load;
  useEffect(() => {
    if (open) load(source);
  }, [open, source, load]);

  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
    search.current?.focus();
  };
  const close = () => dialog.current?.close();
  // Closed by Escape, the close button or a pick: focus goes back to the button that opened it.
  const closed = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const pick = (image: PickedImage) => {
    onPick(image);
    close();
  };

  const data = fetcher.data;
  const loading = fetcher.state === "loading";
  return (
    <>
      <button ref={opener} type="button" className={buttonClassName("secondary")} onClick={show} aria-haspopup="dialog">
        {text}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        onClose={closed}
        // Escape closes at once, also from the search field (whose own Escape would only clear it first).
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.preventDefault();
          close();
        }}
        className="m-auto max-h-[90vh] w-[calc(100vw-1rem)] max-w-3xl rounded-[var(--radius)] bg-white p-0 text-foreground shadow-xl backdrop:bg-black/50 dark:bg-muted-900"
      >
        <div className="flex max-h-[90vh] flex-col gap-3 p-3 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <h2 id={headingId} className="text-xl font-semibold">
              {t("picker.title")}
            </h2>
            <Button variant="link" onClick={close}>
              {t("picker.close")}
            </Button>
          </div>
          <div>
            <label htmlFor={searchId} className="block font-semibold">
              {t("picker.search")}
            </label>
            <input
              ref={search}
              id={searchId}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              // The dialog may sit inside a form (a block's): Enter searches (as typing does), never submits that form.
              onKeyDown={(event) => {
                if (event.key === "Enter") event.preventDefault();
              }}
              className={inputClass}
              aria-describedby={statusId}
            />
          </div>
          <p id={statusId} role="status" className="text-sm">
            {loading && !data
              ? t("picker.loading")
              : data
                ? data.total === 0
                  ? t("images.empty")
                  : t("images.total", { count: data.total })
                : null}
          </p>
          <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={loading}>
            {data && data.images.length > 0 ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
                {data.images.map((image) => (
                  <li key={image.id} className="flex flex-col">
                    <button
                      type="button"
                      onClick={() => pick(pickedImage(image))}
                      className="flex flex-col items-stretch gap-1 rounded-[var(--radius)] border border-muted-300 p-2 text-left hover:border-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-muted-600"
                    >
                      <img
                        src={image.url}
                        alt=""
                        width={120}
                        height={90}
                        loading="lazy"
                        className="h-24 w-full rounded bg-muted-100 object-contain dark:bg-muted-800"
                      />
                      <span className="text-sm font-semibold break-words">{image.name}</span>
                    </button>
                    <span className="mt-1 text-xs text-muted-700 dark:text-muted-300">
                      {image.width && image.height
                        ? t("images.dimensions", { width: image.width, height: image.height })
                        : t("images.noDimensions")}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          {data && data.pageCount > 1 ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Button variant="secondary" disabled={page <= 1 || loading} onClick={() => setPage(page - 1)}>
                {t("picker.previous")}
              </Button>
              <span className="text-sm">{t("picker.page", { page: data.page, count: data.pageCount })}</span>
              <Button variant="secondary" disabled={page >= data.pageCount || loading} onClick={() => setPage(page + 1)}>
                {t("picker.next")}
              </Button>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
