/**
 * SPEC §2 /instellingen/design: the centre's design (ADR 0047) — logos, favicon, analytics id, colours (a preset, a
 * custom colour that becomes 11 shades, or pasted shades), fonts, shape, header and footer. A preview of the site's
 * header, text, a button and a card shows the values before saving: with JavaScript it follows the inputs, without it
 * the "preview" button posts the form and renders them (nothing saved). PUT /api/v1/volunteer_centers/{id}/design;
 * a colour combination that fails WCAG AA is refused on its field with the ratio, in the browser and by the API.
 */
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ImagePickerButton } from "~/components/content/image-picker";
import {
  CheckboxField,
  ErrorList,
  Field,
  FormErrors,
  inputClass,
  PageHeading,
  SelectField,
  SubmitButton,
  useUnsavedChanges,
  validateWith,
} from "~/components/forms";
import { editedCenter } from "~/components/settings/center-settings.server";
import { designInput, designSchema } from "~/components/settings/settings-forms";
import { type PreviewValues, ThemePreview } from "~/components/settings/theme-preview";
import { BUTTON_CLASSES } from "~/components/ui/button";
import { parseForm, submitForm } from "~/utils/forms.server";
import type { RouteHandle } from "~/utils/route-handle";
import { redirectWithToast } from "~/utils/toast.server";
import { localPath, toastT } from "~/utils/urls.server";
import { PALETTES, type PaletteName } from "../../../config/palettes";
import { FONTS, MUTED_PRESETS } from "../../../config/theme";
import { CUSTOM_PRESET, generateShades, PALETTE_NAMES, tripleToHex } from "../../../contract/centre-theme";
import { CENTER_SHAPES, FOOTER_VARIANTS, HEADER_VARIANTS } from "../../../contract/volunteer-centers";

export const handle: RouteHandle = { titleKey: "settings:design.title", requires: "settings.manage" };

const schema = designSchema;
export const PREVIEW_INTENT = "preview";

/** The colour picker's value for a colour: the stored custom shades' 500, else the preset's. */
function customColor(preset: string, shades: string | null): string {
  try {
    if (shades) return tripleToHex(JSON.parse(shades)["500"]);
  } catch {}
  return tripleToHex(PALETTES[(preset in PALETTES ? preset : "indigo") as PaletteName]["500"]);
}

/** Stored shades the form shows as pasted JSON: all but those generated from the custom colour (those it regenerates). */
function pastedText(preset: string, shades: string | null): string {
  if (!shades) return "";
  if (preset === CUSTOM_PRESET && JSON.stringify(generateShades(customColor(preset, shades))) === shades) return "";
  return shades;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const center = await editedCenter(context, request);
  const p = center.profile;
  const primaryPreset = p?.primaryColorPreset ?? "indigo";
  const mutedPreset = p?.mutedColorPreset ?? "slate";
  const secondaryPreset = p?.secondaryColorPreset ?? mutedPreset;
  return {
    name: center.name,
    defaults: {
      websiteLogoUrl: p?.websiteLogoUrl ?? "",
      websiteLogoDarkModeUrl: p?.websiteLogoDarkModeUrl ?? "",
      faviconUrl: p?.faviconUrl ?? "",
      gtagId: p?.gtagId ?? "",
      primaryColorPreset: primaryPreset,
      primaryColor: customColor(primaryPreset, p?.primaryColorShades ?? null),
      primaryColorShades: pastedText(primaryPreset, p?.primaryColorShades ?? null),
      secondaryColorPreset: secondaryPreset,
      secondaryColor: customColor(secondaryPreset, p?.secondaryColorShades ?? null),
      secondaryColorShades: pastedText(secondaryPreset, p?.secondaryColorShades ?? null),
      mutedColorPreset: mutedPreset,
      backgroundColor: p?.backgroundColor ?? "",
      backgroundColorDark: p?.backgroundColorDark ?? "",
      textColor: p?.textColor ?? "",
      textColorDark: p?.textColorDark ?? "",
      fontSans: p?.fontSans ?? "Inter Variable",
      fontHeading: p?.fontHeading ?? "Inter Variable",
      shape: p?.shape ?? "rounded",
      headerVariant: p?.headerVariant ?? "tab",
      // A checkbox's default as a browser posts it: "on" when ticked.
      headerSticky: (p?.headerSticky ?? true) ? "on" : "",
      headerLanguageToggle: (p?.headerLanguageToggle ?? true) ? "on" : "",
      footerVariant: p?.footerVariant ?? "maud",
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const center = await editedCenter(context, request);
  const formData = await request.formData();
  // The preview (without JavaScript): the posted values back into the form and its preview; nothing is saved.
  if (formData.get("intent") === PREVIEW_INTENT) return parseForm(formData, schema).reply();
  const result = await submitForm(formData, schema, (value) =>
    context.api.put(`/api/v1/volunteer_centers/${encodeURIComponent(center.id)}/design`, {
      body: { data: { type: "volunteer_center_profiles", attributes: designInput(value) } },
      errors: "throw",
    }),
  );
  if (!result.ok) return result.reply;
  const t = await toastT(context, "settings");
  return redirectWithToast(context, localPath(request, "/instellingen/design"), { color: "success", message: t("saved") });
}

const str = (value: unknown) => (typeof value === "string" ? value : undefined);

export default function DesignSettings() {
  const { t } = useTranslation("settings");
  const { name, defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: "design-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: defaults,
    onValidate: validateWith(schema),
  });
  useUnsavedChanges(form.dirty);
  const value = (form.value ?? defaults) as Record<string, unknown>;
  const preview: PreviewValues = {
    primaryColorPreset: str(value.primaryColorPreset),
    primaryColor: str(value.primaryColor),
    primaryColorShades: str(value.primaryColorShades),
    secondaryColorPreset: str(value.secondaryColorPreset),
    secondaryColor: str(value.secondaryColor),
    secondaryColorShades: str(value.secondaryColorShades),
    mutedColorPreset: str(value.mutedColorPreset),
    backgroundColor: str(value.backgroundColor),
    textColor: str(value.textColor),
    fontSans: str(value.fontSans),
    fontHeading: str(value.fontHeading),
    shape: str(value.shape),
  };
  const palettes = PALETTE_NAMES.map((p) => ({ value: p, label: t(`palettes.${p}`) }));
  const muted = MUTED_PRESETS.map((p) => ({ value: p, label: t(`palettes.${p}`) }));
  const fonts = FONTS.map((f) => ({ value: f, label: f }));
  const legend = "text-lg font-bold";
  return (
    <div className="max-w-5xl">
      <PageHeading
        title={t("design.title")}
        description={t("design.description")}
        back={{ to: "/instellingen", label: t("back") }}
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <Form method="post" {...getFormProps(form)} className="space-y-8">
          <FormErrors form={form} result={lastResult ?? undefined} />
          <fieldset className="space-y-4">
            <legend className={legend}>{t("design.images")}</legend>
            {(["websiteLogoUrl", "websiteLogoDarkModeUrl", "faviconUrl"] as const).map((name) => (
              <div key={name} className="space-y-2">
                <Field meta={fields[name]} label={t(`design.fields.${name}`)} type="url" />
                {/* Uploads and stock images (ADR 0058); without JavaScript a link to the images screen to copy from. */}
                <ImagePickerButton
                  label={t(`design.pick.${name}`)}
                  onPick={(image) => form.update({ name: fields[name].name, value: image.url })}
                />
              </div>
            ))}
            <Field meta={fields.gtagId} label={t("design.fields.gtagId")} />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className={legend}>{t("design.colors")}</legend>
            {(["primary", "secondary"] as const).map((colour) => (
              <div key={colour} className="space-y-4">
                <SelectField
                  meta={fields[`${colour}ColorPreset`]}
                  label={t(`design.fields.${colour}ColorPreset`)}
                  options={palettes}
                />
                <ColorPicker
                  meta={fields[`${colour}Color`]}
                  label={t(`design.fields.${colour}Color`)}
                  hint={t("design.customHint")}
                />
                <ShadesField
                  meta={fields[`${colour}ColorShades`]}
                  label={t(`design.fields.${colour}ColorShades`)}
                  hint={t("design.shadesHint")}
                />
              </div>
            ))}
            <SelectField meta={fields.mutedColorPreset} label={t("design.fields.mutedColorPreset")} options={muted} />
            <Field
              meta={fields.backgroundColor}
              label={t("design.fields.backgroundColor")}
              description={t("design.defaultColor")}
            />
            <Field meta={fields.textColor} label={t("design.fields.textColor")} description={t("design.defaultColor")} />
            <Field
              meta={fields.backgroundColorDark}
              label={t("design.fields.backgroundColorDark")}
              description={t("design.defaultColor")}
            />
            <Field meta={fields.textColorDark} label={t("design.fields.textColorDark")} description={t("design.defaultColor")} />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className={legend}>{t("design.typography")}</legend>
            <SelectField meta={fields.fontSans} label={t("design.fields.fontSans")} options={fonts} />
            <SelectField meta={fields.fontHeading} label={t("design.fields.fontHeading")} options={fonts} />
            <SelectField
              meta={fields.shape}
              label={t("design.fields.shape")}
              options={CENTER_SHAPES.map((s) => ({ value: s, label: t(`design.shapes.${s}`) }))}
            />
          </fieldset>
          <fieldset className="space-y-4">
            <legend className={legend}>{t("design.layout")}</legend>
            <SelectField
              meta={fields.headerVariant}
              label={t("design.fields.headerVariant")}
              options={HEADER_VARIANTS.map((v) => ({ value: v, label: t(`design.headerVariants.${v}`) }))}
            />
            <CheckboxField meta={fields.headerSticky} label={t("design.fields.headerSticky")} />
            <CheckboxField meta={fields.headerLanguageToggle} label={t("design.fields.headerLanguageToggle")} />
            <SelectField
              meta={fields.footerVariant}
              label={t("design.fields.footerVariant")}
              options={FOOTER_VARIANTS.map((v) => ({ value: v, label: t(`design.footerVariants.${v}`) }))}
            />
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <SubmitButton>{t("design.save")}</SubmitButton>
            <button type="submit" name="intent" value={PREVIEW_INTENT} formNoValidate className={BUTTON_CLASSES.secondary}>
              {t("design.previewButton")}
            </button>
          </div>
        </Form>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <ThemePreview values={preview} centerName={name} logoUrl={str(value.websiteLogoUrl)} />
        </div>
      </div>
    </div>
  );
}

type AnyMeta = Parameters<typeof getInputProps>[0];

/** A colour picker (type=color: always has a value; used with the custom preset). */
function ColorPicker({ meta, label, hint }: { meta: AnyMeta; label: string; hint: string }) {
  const props = getInputProps(meta, { type: "color", ariaDescribedBy: `${meta.id}-hint` });
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        {label}
      </label>
      <p id={`${meta.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
        {hint}
      </p>
      <input {...props} key={props.key} className="mt-1 h-11 w-20 cursor-pointer rounded border border-muted-400" />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function ShadesField({ meta, label, hint }: { meta: AnyMeta; label: string; hint: string }) {
  const props = getTextareaProps(meta, { ariaDescribedBy: `${meta.id}-hint` });
  return (
    <div>
      <label htmlFor={meta.id} className="block font-semibold">
        {label}
      </label>
      <p id={`${meta.id}-hint`} className="text-sm text-muted-700 dark:text-muted-300">
        {hint}
      </p>
      <textarea {...props} key={props.key} rows={2} className={`${inputClass} font-mono text-sm`} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
