import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { uiText } from "../content/content-lang";
import { FillForm, Paragraphs, useContentText } from "../form-builder/fill-form";
import { useAnchoredAction } from "../forms";
import { Icon } from "./icons";
import type { BlockViewProps } from "./types";
import {
  BLOCK_SPACING,
  BODY_TEXT,
  ButtonLink,
  ButtonRow,
  buttonClass,
  CARD,
  Container,
  cx,
  Heading,
  RADIUS,
  SECTION_TITLE,
  SmartLink,
  useBlockElementId,
} from "./ui";

/** White text on primary 700 (light) / 900 (dark): AA contrast for any tenant palette. */
const PRIMARY_PANEL = "bg-primary-700 text-white dark:bg-primary-900";
const PANEL_TITLE = "text-2xl font-bold tracking-tight sm:text-3xl";

export function CallToActionBlock({ props }: BlockViewProps<"CallToAction">) {
  const titleId = useBlockElementId("title");
  return (
    <section aria-labelledby={titleId} className={BLOCK_SPACING}>
      <Container>
        <div
          className={cx(
            "flex flex-col gap-6 px-6 py-10 sm:px-10 md:flex-row md:items-center md:justify-between",
            PRIMARY_PANEL,
            RADIUS,
          )}
        >
          <div className="max-w-2xl">
            <Heading level={2} id={titleId} className={PANEL_TITLE}>
              {props.title}
            </Heading>
            <p className="mt-3 text-lg text-primary-50">{props.text}</p>
          </div>
          <div className="shrink-0">
            <ButtonLink button={props.button} surface="dark" />
          </div>
        </div>
      </Container>
    </section>
  );
}

export function DualCtaBlock({ props }: BlockViewProps<"DualCta">) {
  const leftId = useBlockElementId("left");
  const rightId = useBlockElementId("right");
  return (
    <Container className={cx("grid gap-6 md:grid-cols-2", BLOCK_SPACING)}>
      <section aria-labelledby={leftId} className={cx("flex flex-col p-6 sm:p-8", PRIMARY_PANEL, RADIUS)}>
        <Heading level={2} id={leftId} className={PANEL_TITLE}>
          {props.left.title}
        </Heading>
        <p className="mt-3 flex-1 text-lg text-primary-50">{props.left.text}</p>
        <ButtonRow>
          <ButtonLink button={props.left.button} surface="dark" />
        </ButtonRow>
      </section>
      <section
        aria-labelledby={rightId}
        className={cx(
          "flex flex-col border border-secondary-200 bg-secondary-50 p-6 sm:p-8 dark:border-muted-700 dark:bg-muted-900",
          RADIUS,
        )}
      >
        <Heading level={2} id={rightId} className={cx(PANEL_TITLE, "text-primary-800 dark:text-primary-100")}>
          {props.right.title}
        </Heading>
        <p className={cx("mt-3 flex-1 text-lg", BODY_TEXT)}>{props.right.text}</p>
        <ButtonRow>
          <ButtonLink
            // A secondary button would vanish on the secondary panel: it becomes the solid primary one here.
            button={{
              ...props.right.button,
              variant: props.right.button.variant === "secondary" ? "primary" : props.right.button.variant,
            }}
          />
        </ButtonRow>
      </section>
    </Container>
  );
}

/**
 * How a BuilderForm block shows its form where it is drawn: `post` — filled in and sent on the page (the content
 * page, whose action takes the post); `preview` — shown, not submittable (an editor's preview); `link` — a card that
 * opens the form on its own page (`/forms/{token}`), where a page's route has no action for it.
 */
export type FormBlockMode = "post" | "preview" | "link";
const FormBlockModeContext = createContext<FormBlockMode>("link");
export const FormBlockModeProvider = FormBlockModeContext.Provider;

/**
 * A form inside a page (ADR 0061): the published public form the block names, filled in and sent right here — the
 * page's own action takes the post (`block` names this block), answers kept and errors shown on a failed post, a
 * thank-you in its place once sent. A form that is not open (a draft, closed, by invitation only) is a short note.
 */
export function BuilderFormBlock({ props }: BlockViewProps<"BuilderForm">) {
  const { t, i18n } = useTranslation("content");
  const ui = uiText(i18n.language);
  const text = useContentText();
  const titleId = useBlockElementId("title");
  const anchor = `form-${props.blockId}`;
  const formTitle = props.form ? text(props.form.title, props.form.titleEn) : null;
  const description = props.form?.description ? text(props.form.description, props.form.descriptionEn) : null;
  const mode = useContext(FormBlockModeContext);
  const action = useAnchoredAction(anchor);
  // Not loaded (the block editor's preview drawn in the browser) or a page that takes no posts: a link to it.
  if (props.form === undefined || (mode === "link" && props.form)) return <FormLinkCard props={props} />;
  return (
    <section id={anchor} aria-labelledby={titleId} className={cx("scroll-mt-24", BLOCK_SPACING)}>
      <Container>
        <div className={cx("mx-auto max-w-2xl space-y-4 p-6 sm:p-8", CARD)}>
          <Heading
            level={2}
            id={titleId}
            className={cx(SECTION_TITLE, "text-xl sm:text-2xl")}
            lang={props.title ? undefined : (formTitle?.lang ?? ui.lang)}
          >
            {props.title ?? formTitle?.text ?? t("blocks.form.defaultTitle")}
          </Heading>
          {!props.form ? (
            <p className={BODY_TEXT} {...ui}>
              {t("blocks.form.notOpen")}
            </p>
          ) : props.sent ? (
            <p role="status" className={cx("font-semibold", BODY_TEXT)} {...ui}>
              {t("blocks.form.sent")}
            </p>
          ) : (
            <>
              {description ? <Paragraphs text={description.text} lang={description.lang} className={BODY_TEXT} /> : null}
              <FillForm
                form={props.form}
                state={props.state}
                mode={mode === "preview" ? "preview" : "fill"}
                idPrefix={anchor}
                sectionLevel={3}
                action={action}
                hidden={{ block: props.blockId }}
              />
            </>
          )}
        </div>
      </Container>
    </section>
  );
}

/** The form opened on its own page (where the page drawing the block takes no posts). */
function FormLinkCard({ props }: Pick<BlockViewProps<"BuilderForm">, "props">) {
  const { t, i18n } = useTranslation("content");
  const ui = uiText(i18n.language);
  const text = useContentText();
  const titleId = useBlockElementId("title");
  const formTitle = props.form ? text(props.form.title, props.form.titleEn) : null;
  return (
    <section aria-labelledby={titleId} className={BLOCK_SPACING}>
      <Container>
        <div className={cx("flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8", CARD)}>
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100">
              <Icon name="newspaper" className="size-6" />
            </span>
            <div>
              <Heading
                level={2}
                id={titleId}
                className={cx(SECTION_TITLE, "text-xl sm:text-2xl")}
                lang={props.title ? undefined : (formTitle?.lang ?? ui.lang)}
              >
                {props.title ?? formTitle?.text ?? t("blocks.form.defaultTitle")}
              </Heading>
              <p className={cx("mt-1", BODY_TEXT)} {...ui}>
                {t("blocks.form.intro")}
              </p>
            </div>
          </div>
          <SmartLink href={`/forms/${encodeURIComponent(props.formToken)}`} className={cx(buttonClass("primary"), "shrink-0")}>
            <span {...ui}>{t("blocks.form.open")}</span>
          </SmartLink>
        </div>
      </Container>
    </section>
  );
}
