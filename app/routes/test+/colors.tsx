/**
 * /test/colors (ADR 0073): the palette of every tenant — its default centre's theme as the site resolves it (presets
 * or custom shades, config/theme.ts) — every shade of the primary, secondary and muted scales with its hex value and
 * its WCAG contrast against the light and the dark page background, and the body text's contrast on both. Public:
 * useful before signing in (only branding the sites show anyway).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type PaletteFigures, paletteFigures, SCALES } from "~/components/dev-pages/palette";
import { PageHeading } from "~/components/forms";
import { getOne, type Resource } from "~/utils/api-resources.server";
import type { RouteHandle } from "~/utils/route-handle";
import { TENANT_IDS, type TenantId } from "../../../config/tenants";
import { resolveTheme } from "../../../config/theme";
import type { VolunteerCenterAttributes, VolunteerCenterProfileAttributes } from "../../../contract/volunteer-centers";

export const handle: RouteHandle = { isPublic: true, titleKey: "dev-pages:colors.title" };

/** WCAG 2.1 AA for normal text. */
const AA = 4.5;

type Relationships = { profile: Resource<VolunteerCenterProfileAttributes> | null };

export async function loader({ context }: LoaderFunctionArgs) {
  const tenants = await Promise.all(
    TENANT_IDS.map(async (id: TenantId) => {
      const { data: center } = await getOne<Pick<VolunteerCenterAttributes, "name">, Relationships>(
        context.anonymousApiFor(context.platform.tenants[id]),
        "/api/v1/volunteer_centers/current",
        { query: { include: "profile" } },
      );
      return { id, center: center.name, figures: paletteFigures(resolveTheme(center.profile ?? {})) };
    }),
  );
  return { tenants };
}

function Ratio({ value }: { value: number }) {
  const { t, i18n } = useTranslation("dev-pages");
  const text = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(value);
  return (
    <span className={value >= AA ? undefined : "font-semibold text-red-700 dark:text-red-300"}>
      {text}:1{value >= AA ? null : ` (${t("colors.belowAa")})`}
    </span>
  );
}

function Palette({ figures, label }: { figures: PaletteFigures; label: string }) {
  const { t } = useTranslation("dev-pages");
  return (
    <section
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <table className="w-full min-w-[36rem] border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col" className="p-2 text-left">
              {t("colors.shade")}
            </th>
            {SCALES.map((scale) => (
              <th key={scale} scope="col" className="p-2 text-left">
                {t(`colors.scales.${scale}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.scales.primary.map((_, index) => (
            <tr key={figures.scales.primary[index]!.step} className="border-t border-muted-200 dark:border-muted-700">
              <th scope="row" className="p-2 text-left font-mono">
                {figures.scales.primary[index]!.step}
              </th>
              {SCALES.map((scale) => {
                const swatch = figures.scales[scale][index]!;
                return (
                  <td key={scale} className="p-2">
                    <div className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-block size-8 shrink-0 rounded border border-muted-300 dark:border-muted-600"
                        style={{ backgroundColor: `rgb(${swatch.triple})` }}
                      />
                      <span>
                        <code>{swatch.hex}</code>
                        <br />
                        {t("colors.onLight")} <Ratio value={swatch.onLight} />
                        <br />
                        {t("colors.onDark")} <Ratio value={swatch.onDark} />
                      </span>
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function DevColors() {
  const { t } = useTranslation("dev-pages");
  const { tenants } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading title={t("colors.title")} description={t("colors.description")} />
      <div className="space-y-10">
        {tenants.map(({ id, center, figures }) => (
          <section key={id} aria-labelledby={`palette-${id}`} className="space-y-3">
            <h2 id={`palette-${id}`} className="text-xl font-semibold">
              {t("colors.tenant", { tenant: id, center })}
            </h2>
            <p>
              {t("colors.textLight", { background: figures.background.light })} <Ratio value={figures.text.light} />
              <br />
              {t("colors.textDark", { background: figures.background.dark })} <Ratio value={figures.text.dark} />
            </p>
            <Palette figures={figures} label={t("colors.tableOf", { tenant: id })} />
          </section>
        ))}
      </div>
    </>
  );
}
