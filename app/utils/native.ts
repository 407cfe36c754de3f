/**
 * Native wrapper detection (SPEC §1: "The app detects whether it runs inside a native mobile wrapper (iOS or
 * Android) or on the web"). Decided from the User-Agent on the server; the root loader hands the result to
 * every route (`useRouteLoaderData("root").nativeApp`).
 */
export type NativeApp = "ios" | "android";

/** Our own wrappers append `VolunteeringApp/<version>` (optionally `(iOS)` / `(Android)`) to the UA. */
const APP_TOKEN = /\bVolunteeringApp\/[\w.-]+(?:\s*\((ios|android)\b[^)]*\))?/i;

/**
 * Other apps' in-app browsers are also WebViews without "Safari" (iOS) or with "; wv)" (Android); a link opened
 * from Facebook or LinkedIn is still the web, so these never count as our wrapper.
 */
const OTHER_IN_APP_BROWSERS =
  /FBAN|FBAV|FB_IAB|Instagram|LinkedInApp|Twitter|Snapchat|Pinterest|TikTok|musical_ly|BytedanceWebview|\bLine\/|MicroMessenger|GSA\//;

const IOS_DEVICE = /\((iPhone|iPad|iPod)[;)]/;

export function detectNativeApp(userAgent: string | null | undefined): NativeApp | null {
  if (!userAgent) return null;
  const token = APP_TOKEN.exec(userAgent);
  if (token) {
    const platform = token[1]?.toLowerCase();
    if (platform === "ios" || platform === "android") return platform;
    if (/Android/.test(userAgent)) return "android";
    if (IOS_DEVICE.test(userAgent)) return "ios";
    return null;
  }
  if (OTHER_IN_APP_BROWSERS.test(userAgent)) return null;
  // Android System WebView marks itself with "; wv)" in the platform part.
  if (/Android/.test(userAgent) && /;\s*wv\)/.test(userAgent)) return "android";
  // A WKWebView on iPhone/iPad sends Safari's UA minus "Safari/…" (and minus "Version/…"); every iOS browser
  // (Safari, Chrome CriOS, Firefox FxiOS, Edge EdgiOS) keeps the Safari token. iPadOS in desktop mode sends a
  // Mac UA and is indistinguishable from a Mac app: the app token covers that case.
  if (IOS_DEVICE.test(userAgent) && /AppleWebKit\//.test(userAgent) && !/Safari\//.test(userAgent)) return "ios";
  return null;
}
