/**
 * The design editor's preview (ADR 0047): the site's header, body text with a link, a button and a card, in the
 * colours, fonts and shape the form holds — before anything is saved. It sets the theme's variables on its own box
 * (the values config/theme.ts renders for the whole site), so the same utility classes the site uses show the new
 * look here only. With JavaScript it follows the inputs; without, the "preview" submit renders it with the posted
 * values.
 */
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { SHADE_STEPS } from "../../../config/palettes";
import { resolveTheme } from "../../../config/theme";
import { type DesignColors, designColorColumns } from "../../../contract/volunteer-centers";
import { BUTTON_CLASSES } from "../ui/button";

export interface PreviewValues extends Partial<DesignColors> {
  fontSans?: string | null;
  fontHeading?: string | null;
  shape?: string | null;
}

/** The theme's variables for one box: the raw triples and the tokens the utility classes read. */
export function previewStyle(values: PreviewValues): CSSProperties {
  const { columns } = designColorColumns({
    ...values,
    primaryColorPreset: values.primaryColorPreset ?? "indigo",
    secondaryColorPreset: values.secondaryColorPreset ?? values.mutedColorPreset ?? "slate",
    mutedColorPreset: values.mutedColorPreset ?? "slate",
  });
  const theme = resolveTheme({ ...columns, fontSans: values.fontSans, fontHeading: values.fontHeading, shape: values.shape });
  const style: Record<string, string> = {};
  for (const [name, shades] of [
    ["primary", theme.primary],
    ["secondary", theme.secondary],
    ["muted", theme.muted],
  ] as const) {
    for (const step of SHADE_STEPS) {
      style[`--${name}-${step}`] = shades[step];
      style[`--color-${name}-${step}`] = `rgb(${shades[step]})`;
    }
  }
  style["--background"] = theme.background;
  style["--foreground"] = theme.text;
  style["--color-background"] = `rgb(${theme.background})`;
  style["--color-foreground"] = `rgb(${theme.text})`;
  style["--font-sans"] = theme.fontSans;
  style["--font-heading"] = theme.fontHeading;
  style["--radius"] = theme.radius;
  style.fontFamily = theme.fontSans;
  return style as CSSProperties;
}

export function ThemePreview({
  values,
  centerName,
  logoUrl,
}: {
  values: PreviewValues;
  centerName: string;
  logoUrl?: string | null;
}) {
  const { t } = useTranslation("settings");
  const heading = { fontFamily: "var(--font-heading)" };
  return (
    <section aria-labelledby="design-preview-title" className="space-y-2">
      <h2 id="design-preview-title" className="text-lg font-bold">
        {t("design.preview")}
      </h2>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t("design.previewNote")}</p>
      <div
        id="design-preview"
        data-testid="design-preview"
        style={previewStyle(values)}
        className="overflow-hidden rounded-[var(--radius)] border border-muted-300 bg-background text-foreground"
      >
        <div className="flex items-center gap-3 border-b-4 border-b-primary-700 bg-white px-4 py-3">
          {logoUrl ? <img src={logoUrl} alt="" className="h-8 w-auto" /> : null}
          <span className="font-bold text-muted-900" style={heading}>
            {centerName}
          </span>
          <span className="ml-auto rounded-t-[var(--radius)] bg-primary-700 px-3 py-1 text-sm font-semibold text-white">
            {t("design.previewAction")}
          </span>
        </div>
        <div className="space-y-4 p-4">
          <p className="text-xl font-bold" style={heading}>
            {t("design.previewHeading", { name: centerName })}
          </p>
          <p>
            {t("design.previewBody")}{" "}
            <a href="#design-preview" className={BUTTON_CLASSES.link}>
              {t("design.previewLink")}
            </a>
          </p>
          <span data-testid="design-preview-button" className={BUTTON_CLASSES.primary}>
            {t("design.previewAction")}
          </span>
          <div className="rounded-[var(--radius)] border border-muted-200 bg-white p-4 text-muted-900">
            <p className="font-bold text-primary-800" style={heading}>
              {t("design.previewCardTitle")}
            </p>
            <p className="text-sm">{t("design.previewCardBody")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
