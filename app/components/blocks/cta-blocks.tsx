import { useTranslation } from "react-i18next";
import { uiText } from "../content/content-lang";
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

/** Forms arrive with the form-builder feature; until then the block links to the form's own page. */
export function BuilderFormBlock({ props }: BlockViewProps<"BuilderForm">) {
  const { t, i18n } = useTranslation("content");
  const ui = uiText(i18n.language);
  const titleId = useBlockElementId("title");
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
                lang={props.title ? undefined : ui.lang}
              >
                {props.title ?? t("blocks.form.defaultTitle")}
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
