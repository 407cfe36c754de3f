import { createCookie } from "@remix-run/cloudflare";
import { COLOR_MODE_COOKIE, type ColorMode, isColorMode } from "./color-mode";

function colorModeCookie(request: Request) {
  return createCookie(COLOR_MODE_COOKIE, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: new URL(request.url).protocol === "https:",
    maxAge: 365 * 24 * 60 * 60,
  });
}

export async function readColorMode(request: Request): Promise<ColorMode> {
  const value = await colorModeCookie(request).parse(request.headers.get("Cookie"));
  return isColorMode(value) ? value : "system";
}

export function serializeColorMode(request: Request, mode: ColorMode) {
  return colorModeCookie(request).serialize(mode);
}
