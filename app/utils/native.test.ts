import { describe, expect, it } from "vitest";
import { detectNativeApp } from "./native";

const UA = {
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  firefoxIpad:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
  wkWebViewIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  wkWebViewIpad: "Mozilla/5.0 (iPad; CPU OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  facebookIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/21E236 [FBAN/FBIOS;FBAV/460.0.0.38.108;FBBV/588519428;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4.1;FBSS/3;FBID/phone;FBLC/nl_NL;FBOP/5;FBRV/590135453]",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidWebView:
    "Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230901.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.0.0 Mobile Safari/537.36",
  facebookAndroid:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/467.0.0.46.83;]",
  desktopChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  desktopSafari:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  googlebot:
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("detectNativeApp", () => {
  it("recognises an iOS WKWebView (no Safari token) on iPhone and iPad", () => {
    expect(detectNativeApp(UA.wkWebViewIphone)).toBe("ios");
    expect(detectNativeApp(UA.wkWebViewIpad)).toBe("ios");
  });

  it("recognises the Android System WebView by its '; wv)' token", () => {
    expect(detectNativeApp(UA.androidWebView)).toBe("android");
  });

  it("recognises our app token, with or without a platform comment", () => {
    expect(detectNativeApp(`${UA.safariIphone} VolunteeringApp/2.3.1`)).toBe("ios");
    expect(detectNativeApp(`${UA.chromeAndroid} VolunteeringApp/2.3.1`)).toBe("android");
    expect(detectNativeApp(`${UA.desktopSafari} VolunteeringApp/2.3.1 (iOS; iPad)`)).toBe("ios");
    expect(detectNativeApp(`${UA.desktopChrome} VolunteeringApp/1.0 (Android)`)).toBe("android");
  });

  it("treats browsers, crawlers and other apps' in-app browsers as the web", () => {
    for (const ua of [
      UA.safariIphone,
      UA.chromeIphone,
      UA.firefoxIpad,
      UA.chromeAndroid,
      UA.desktopChrome,
      UA.desktopSafari,
      UA.googlebot,
      UA.facebookIphone,
      UA.facebookAndroid,
    ]) {
      expect(detectNativeApp(ua), ua).toBeNull();
    }
  });

  it("handles a missing User-Agent", () => {
    expect(detectNativeApp(null)).toBeNull();
    expect(detectNativeApp("")).toBeNull();
    expect(detectNativeApp(undefined)).toBeNull();
  });
});
