import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveTheme, themeCss } from "../../config/theme";
import type { VolunteerCenterAttributes, VolunteerCenterProfileAttributes } from "../../contract/volunteer-centers";
import { getOne, type Resource } from "./api-resources.server";
import { fontPreloads } from "./font-preloads.server";

/** The profile, included (null: the centre has none yet). */
type CenterRelationships = { profile: Resource<VolunteerCenterProfileAttributes> | null };

/** The request's centre with its branding, ready for the root layout (name, logos, favicon, theme CSS). */
export async function loadCurrentCenter(context: AppLoadContext) {
  const { data: center } = await getOne<VolunteerCenterAttributes, CenterRelationships>(
    context.api,
    "/api/v1/volunteer_centers/current",
    {
      query: { include: "profile" },
    },
  );
  const profile = center.profile;
  const logo = profile?.websiteLogoUrl ?? null;
  return {
    id: center.id,
    name: center.name,
    appName: context.tenant?.appName ?? center.name,
    logoUrl: logo,
    logoDarkUrl: profile?.websiteLogoDarkModeUrl ?? logo,
    // SPEC §1: the favicon comes from the centre profile, falling back to the website logo.
    faviconUrl: profile?.faviconUrl ?? logo ?? "/favicon.ico",
    themeCss: themeCss(resolveTheme(profile ?? {})),
    // The theme's font files, asked for beside the stylesheet (root.tsx, ADR 0080).
    fontPreloads: fontPreloads(profile ?? {}),
    gtagId: profile?.gtagId ?? null,
    header: {
      variant: profile?.headerVariant ?? "tab",
      sticky: profile?.headerSticky ?? true,
      languageToggle: profile?.headerLanguageToggle ?? true,
    },
    footer: {
      variant: profile?.footerVariant ?? "maud",
      columns: profile?.footerColumns ?? [],
      showAnbiLogo: profile?.showAnbiLogo ?? false,
      showNovLogo: profile?.showNovLogo ?? false,
    },
  };
}
