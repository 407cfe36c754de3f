import { ScrollRestoration, useLocation } from "@remix-run/react";
import { useLayoutEffect, useRef } from "react";

const isBrowser = typeof document !== "undefined";
// useLayoutEffect warns during SSR; these effects only matter in the browser anyway.
const useBrowserLayoutEffect = isBrowser ? useLayoutEffect : () => {};

type Ref<T> = { current: T };

/**
 * SPEC §2: after a navigation the page scrolls smoothly to its saved position, else to the top-left. Remix's
 * ScrollRestoration keeps and restores the positions (also on a reload, before hydration) but scrolls with
 * `window.scrollTo(x, y)`, which jumps. Layout effects of siblings run in order, so for the commit of a client
 * navigation `window.scrollTo` is wrapped just before ScrollRestoration's effect (forcing `behavior: "smooth"`,
 * explicit because not every browser lets CSS scroll-behavior steer scrollTo) and restored right after. The first
 * load, in-page jumps and visitors who prefer reduced motion keep instant scrolling.
 */
export function SmoothScrollRestoration({ nonce }: { nonce?: string }) {
  const { key } = useLocation();
  const hydrated = useRef(false);
  const restore = useRef<(() => void) | null>(null);
  return (
    <>
      <SmoothBefore navigationKey={key} hydrated={hydrated} restore={restore} />
      <ScrollRestoration nonce={nonce} />
      <RestoreAfter navigationKey={key} hydrated={hydrated} restore={restore} />
    </>
  );
}

interface EffectProps {
  navigationKey: string;
  hydrated: Ref<boolean>;
  restore: Ref<(() => void) | null>;
}

function SmoothBefore({ navigationKey, hydrated, restore }: EffectProps) {
  useBrowserLayoutEffect(() => {
    if (!hydrated.current) return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const instant = window.scrollTo;
    const scrollWith = instant as (options: ScrollToOptions) => void;
    window.scrollTo = ((first?: number | ScrollToOptions, second?: number) => {
      const options = typeof first === "number" ? { left: first, top: second } : first;
      scrollWith.call(window, { ...options, behavior: "smooth" });
    }) as typeof window.scrollTo;
    restore.current = () => {
      window.scrollTo = instant;
    };
  }, [navigationKey]);
  return null;
}

function RestoreAfter({ navigationKey, hydrated, restore }: EffectProps) {
  useBrowserLayoutEffect(() => {
    hydrated.current = true;
    restore.current?.();
    restore.current = null;
  }, [navigationKey]);
  return null;
}
