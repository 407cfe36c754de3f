import type { AppLoadContext } from "@remix-run/cloudflare";
import { resolveTheme, themeCss } from "../../config/theme";

interface CenterProfile {
  name: string;
  websiteLogoUrl: string | null;
  websiteLogoDarkModeUrl: string | null;
  faviconUrl: string | null;
  gtagId: string | null;
  primaryColorPreset: string;
  primaryColorShades: string | null;
  secondaryColorPreset: string | null;
  secondaryColorShades: string | null;
  mutedColorPreset: string;
  backgroundColor: string | null;
  backgroundColorDark: string | null;
  textColor: string | null;
  textColorDark: string | null;
  fontSans: string;
  fontHeading: string;
  shape: "rounded" | "straight";
  headerVariant: string;
  headerSticky: boolean;
  headerLanguageToggle: boolean;
  footerVariant: string;
  cssVariables: Record<string, unknown>;
  footerColumns: Array<{ title: string; content: string }>;
  showAnbiLogo: boolean;
  showNovLogo: boolean;
}

interface CenterWithProfile {
  id: string;
  name: string;
  profile: CenterProfile | null;
}

/** The request's centre with its branding, ready for the root layout (name, logos, favicon, theme CSS). */
export async function loadCurrentCenter(context: AppLoadContext) {
  const { data: center } = await context.api.get<CenterWithProfile>("/api/v1/volunteer_centers/current", {
    query: { include: "profile" },
  });
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
