/**
 * Small building pieces shared by the block components: page-width container, headings, links and buttons.
 * Colours come from the tenant theme tokens; every surface has a dark variant; corners follow the tenant shape
 * through --radius (0 for a straight theme).
 */
import { createContext, type ReactNode, useContext } from "react";
import type { BlockProps } from "../../../contract/content-blocks";
import { SmartLink } from "../locale-link";

export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}

export const RADIUS = "rounded-[var(--radius,0.5rem)]";
export const FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300";
export const FOCUS_RING_ON_DARK = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";
/** A raised surface: cards, panels. */
export const CARD = `${RADIUS} border border-muted-200 bg-white shadow-sm dark:border-muted-800 dark:bg-muted-900`;
/** The link covers the whole card (its ::after): one big target with a short accessible name. */
export const STRETCHED_LINK = "after:absolute after:inset-0 focus-visible:outline-none";
/** The focus ring of a card whose stretched link has focus. */
export const CARD_FOCUS =
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700 dark:has-[:focus-visible]:outline-primary-300";
export const BODY_TEXT = "text-muted-700 dark:text-muted-300";

/** Content width: "wide" pages use the full container, "default" pages a narrower column. */
export type ContentWidth = "wide" | "default";
/**
 * Element ids inside a block (aria-labelledby targets, label for=) come from the block's id, not from useId(): ids
 * that follow from the data stay the same whichever renderer hydrates the page (a Preact browser build is the next
 * step of docs/decisions/0013-a-lighter-browser-build.md; its useId() differs from React's on the server).
 */
const BlockIdContext = createContext("block");
export const BlockIdProvider = BlockIdContext.Provider;
export function useBlockElementId(name: string): string {
  return `${useContext(BlockIdContext)}-${name}`;
}

const ContentWidthContext = createContext<ContentWidth>("wide");
export const ContentWidthProvider = ContentWidthContext.Provider;

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  const width = useContext(ContentWidthContext);
  return (
    <div className={cx("mx-auto w-full px-4 sm:px-6 lg:px-8", width === "wide" ? "max-w-6xl" : "max-w-4xl", className)}>
      {children}
    </div>
  );
}

/** The usual vertical rhythm of a block. */
export const BLOCK_SPACING = "py-8 sm:py-12";

type HeadingLevel = 1 | 2 | 3;

export function Heading({
  level,
  id,
  className,
  lang,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  /** content-lang.ts: the heading's language where it differs from its surroundings. */
  lang?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className} lang={lang}>
      {children}
    </Tag>
  );
}

/** The title of a block (h2): one look everywhere. */
export const SECTION_TITLE = "text-2xl font-bold tracking-tight text-primary-800 sm:text-3xl dark:text-primary-100";

/** A site path (/over-ons) rather than another site, mailto: or tel:. */
export { isSitePath } from "~/utils/locale-path";
export { SmartLink, type SmartLinkProps } from "../locale-link";

type ButtonVariant = BlockProps<"CallToAction">["button"]["variant"];
/** "light": on the page or a light panel; "dark": on a primary-coloured band. */
export type Surface = "light" | "dark";

const BUTTON_BASE = `inline-flex min-h-11 items-center justify-center gap-2 px-5 py-2 text-center font-semibold transition-colors ${RADIUS}`;

const BUTTON_STYLES: Record<Surface, Record<ButtonVariant, string>> = {
  light: {
    primary: `bg-primary-700 text-white hover:bg-primary-800 ${FOCUS_RING}`,
    secondary: `bg-secondary-100 text-secondary-900 hover:bg-secondary-200 dark:bg-secondary-900 dark:text-secondary-50 dark:hover:bg-secondary-800 ${FOCUS_RING}`,
    outline: `border-2 border-primary-700 text-primary-800 hover:bg-primary-50 dark:border-primary-300 dark:text-primary-100 dark:hover:bg-primary-950 ${FOCUS_RING}`,
  },
  dark: {
    primary: `bg-white text-primary-800 hover:bg-primary-50 ${FOCUS_RING_ON_DARK}`,
    secondary: `bg-secondary-100 text-secondary-900 hover:bg-secondary-200 ${FOCUS_RING_ON_DARK}`,
    outline: `border-2 border-white text-white hover:bg-white/10 ${FOCUS_RING_ON_DARK}`,
  },
};

export function buttonClass(variant: ButtonVariant = "primary", surface: Surface = "light"): string {
  return cx(BUTTON_BASE, BUTTON_STYLES[surface][variant]);
}

export function ButtonLink({
  button,
  surface = "light",
}: {
  button: { label: string; href: string; variant: ButtonVariant };
  surface?: Surface;
}) {
  return (
    <SmartLink href={button.href} className={buttonClass(button.variant, surface)}>
      {button.label}
    </SmartLink>
  );
}

export function ButtonRow({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx("mt-6 flex flex-wrap gap-3", className)}>{children}</div>;
}
