import { useEffect, useState } from "react";
import { analyticsEnabled, type Consent } from "~/components/consent/consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_ORIGIN = "https://www.googletagmanager.com";
export const gtagSrc = (gtagId: string) => `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(gtagId)}`;

/** Google's standard snippet; the id is validated (isGtagId) and JSON-encoded, and "<" is escaped for the HTML. */
function gtagConfigScript(gtagId: string): string {
  const id = JSON.stringify(gtagId).replace(/</g, "\\u003c");
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag("js",new Date());gtag("config",${id});`;
}

/**
 * The Google tag (gtag.js), only when the centre profile has a gtagId AND the visitor accepted analytics cookies
 * (SPEC §1, AVG). Put it in <head>. On a full page load the server renders the two scripts (the inline one with
 * the CSP nonce). React never executes scripts it inserts itself, so when consent arrives without a reload
 * (fetcher) the effect loads the tag once instead, with no inline script at all.
 */
export function Analytics({
  gtagId,
  consent,
  nonce,
}: {
  gtagId: string | null | undefined;
  consent: Consent | null | undefined;
  nonce?: string;
}) {
  const enabled = analyticsEnabled(gtagId, consent);
  // True when this document came with the tag from the server (or we are the server): keep rendering those.
  const [fromServer] = useState(() => typeof document === "undefined" || document.querySelector("script[data-gtag]") !== null);

  useEffect(() => {
    if (!enabled || fromServer || document.querySelector("script[data-gtag]")) return;
    window.dataLayer = window.dataLayer || [];
    window.gtag ??= function gtag() {
      // gtag.js reads the `arguments` object itself, exactly as Google's snippet pushes it.
      // biome-ignore lint/complexity/noArguments: see above.
      window.dataLayer?.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", gtagId);
    const script = document.createElement("script");
    script.async = true;
    script.src = gtagSrc(gtagId);
    script.dataset.gtag = gtagId;
    document.head.appendChild(script);
  }, [enabled, fromServer, gtagId]);

  if (!enabled || !fromServer) return null;
  return (
    <>
      <script async src={gtagSrc(gtagId)} nonce={nonce} data-gtag={gtagId} />
      {/* A fixed snippet around a validated, JSON-encoded id. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtagConfigScript(gtagId) }} />
    </>
  );
}
