/**
 * The look of the form kit (app/components/forms.tsx) without its machinery: field and button classes and the page
 * heading. Pages that only need these import them from here, so they do not load Conform and zod with the form kit
 * (docs/decisions/0079-no-schemas-on-reading-pages.md).
 */
import { LocaleLink } from "./locale-link";
import { BUTTON_CLASSES } from "./ui/button";

export const inputClass =
  "mt-1 block w-full rounded-[var(--radius)] border border-muted-400 bg-white px-3 py-2 text-foreground aria-[invalid=true]:border-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-700 dark:border-muted-500 dark:bg-muted-900 dark:aria-[invalid=true]:border-red-300";
/** Button looks: the screen kit's (components/ui/button.tsx), under the names the forms have always used. */
export const buttonClass = BUTTON_CLASSES.primary;
export const secondaryButtonClass = BUTTON_CLASSES.secondary;
export const dangerButtonClass = BUTTON_CLASSES.destructive;
export const linkClass = BUTTON_CLASSES.link;

/**
 * A screen's h1 (SPEC §2 shared piece "page title and description"), optionally with a line under it and a link back
 * to the screen it belongs to (e.g. the list).
 */
export function PageHeading({
  title,
  description,
  back,
  lang,
  descriptionLang,
}: {
  title: string;
  description?: string;
  back?: { to: string; label: string };
  /** The title's language when it is stored content that differs from the page's (content-lang.ts). */
  lang?: string;
  /** The description's language, likewise (an organisation's name under its vacancy's title). */
  descriptionLang?: string;
}) {
  return (
    <>
      {back ? (
        <LocaleLink to={back.to} className={`${linkClass} mb-4 inline-block`}>
          {back.label}
        </LocaleLink>
      ) : null}
      <div className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl" lang={lang}>
          {title}
        </h1>
        {description ? (
          <p className="mt-2 text-muted-700 dark:text-muted-300" lang={descriptionLang}>
            {description}
          </p>
        ) : null}
      </div>
    </>
  );
}
