/**
 * When the browser gets the page's JavaScript (ADR 0015).
 *
 * Every page works without JavaScript. On the public site's reading pages (a route handle with
 * `hydrateOnInteraction`) the document therefore loads no script file at all: Remix's module script is kept
 * inert and its module preloads become hints, and a small inline trigger starts both on the visitor's first
 * interaction (a key, focus, a click or tap, the mouse over the page). A visitor who only reads and scrolls on a
 * phone pays for none of React + Remix; one who interacts gets the hydrated app, which then navigates client-side
 * as usual. Until then links and forms do what they do with JavaScript off (the `nojs` e2e project).
 *
 * Public pages that need JavaScript without an interaction (a handle with `hydrateAfterPaint`: the social map's map,
 * the search following its form) hold their scripts the same way and start them after the document's first paint
 * (or at the first interaction, if that comes first): the first paint never shares the link with the code, and the
 * scripts still load at once after it (ADR 0080).
 *
 * Other pages (accounts, admin) hydrate at once: their modulepreloads get `fetchpriority="low"`, so stylesheet,
 * fonts and images get the bandwidth first.
 *
 * HTMLRewriter streams; it exists on Workers, not under `vite dev` (there every page hydrates at once).
 */
import type { EntryContext } from "@remix-run/cloudflare";
import type { RouteHandle } from "./route-handle";

/** Not a script type, so the browser keeps the element inert; the trigger runs its text as a module later. */
export const DEFERRED_MODULE_TYPE = "text/x-hydrate-on-interaction";
/** A module preload held back: the attribute keeps its URL until the trigger makes it a `modulepreload` link. */
export const DEFERRED_PRELOAD_ATTRIBUTE = "data-modulepreload";
/**
 * What counts as the first interaction. A touch scroll is none of these (a tap is: it also fires mouseover and
 * click), so reading on a phone never loads the code. Listened to in the capture phase, on window.
 */
export const INTERACTION_EVENTS = ["keydown", "focusin", "mouseover", "click"] as const;

/** The deepest matched route's handle decides (like the layout flags). */
function deepestHandle(context: Pick<EntryContext, "staticHandlerContext" | "routeModules">): RouteHandle | undefined {
  const matches = context.staticHandlerContext.matches;
  const deepest = matches[matches.length - 1];
  return deepest ? (context.routeModules[deepest.route.id]?.handle as RouteHandle | undefined) : undefined;
}

/** The page asks for hydration on the first interaction (ADR 0015). */
export function hydratesOnInteraction(context: Pick<EntryContext, "staticHandlerContext" | "routeModules">): boolean {
  return deepestHandle(context)?.hydrateOnInteraction === true;
}

/** The page asks for hydration right after the first paint (ADR 0080). */
export function hydratesAfterPaint(context: Pick<EntryContext, "staticHandlerContext" | "routeModules">): boolean {
  return deepestHandle(context)?.hydrateAfterPaint === true;
}

/**
 * The inline trigger (runs at the end of <body>; a string, not a serialised function, so no bundler helper can
 * creep in). On the first interaction: the held-back preloads are added to <head> (all modules load in
 * parallel, no import waterfall), then the module script runs with the page's CSP nonce and hydrates. React
 * leaves extra nodes at the end of <head> and <body> alone when it hydrates.
 *
 * `afterPaint` (ADR 0080): started once by whichever comes first, the first interaction or the first paint (a
 * `paint` performance entry, reported once the frame is shown; `buffered` finds one that came before this script
 * ran). A browser without paint entries starts at once.
 */
function hydrationTrigger({ afterPaint }: { afterPaint: boolean }): string {
  const onPaint = afterPaint
    ? `
const P=window.PerformanceObserver;
if(P&&(P.supportedEntryTypes||[]).includes("paint"))new P((_,o)=>{o.disconnect();go()}).observe({type:"paint",buffered:true});else go()`
    : "";
  return `(()=>{
const d=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!d)return;
const e=${JSON.stringify(INTERACTION_EVENTS)};let started=false;
const go=()=>{if(started)return;started=true;for(const t of e)removeEventListener(t,go,true);
for(const h of document.querySelectorAll("link[${DEFERRED_PRELOAD_ATTRIBUTE}]")){const l=document.createElement("link");l.rel="modulepreload";l.href=h.getAttribute("${DEFERRED_PRELOAD_ATTRIBUTE}");document.head.append(l)}
const s=document.createElement("script");s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;document.body.append(s)};
for(const t of e)addEventListener(t,go,{capture:true,passive:true});${onPaint}})()`;
}

export const HYDRATION_TRIGGER = hydrationTrigger({ afterPaint: false });
export const HYDRATION_AFTER_PAINT_TRIGGER = hydrationTrigger({ afterPaint: true });

/** Applies the page's hydration timing to the streamed document (see the top of this file). */
export function scheduleHydration(
  response: Response,
  { onInteraction, afterPaint = false, nonce }: { onInteraction: boolean; afterPaint?: boolean; nonce: string },
): Response {
  if (typeof HTMLRewriter === "undefined") return response;
  const rewriter = new HTMLRewriter();
  if (!onInteraction && !afterPaint) {
    return rewriter
      .on('link[rel="modulepreload"]', {
        element(element) {
          element.setAttribute("fetchpriority", "low");
        },
      })
      .transform(response);
  }
  return rewriter
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.setAttribute(DEFERRED_PRELOAD_ATTRIBUTE, element.getAttribute("href") ?? "");
        element.removeAttribute("rel");
        element.removeAttribute("href");
      },
    })
    .on('script[type="module"]', {
      element(element) {
        element.setAttribute("type", DEFERRED_MODULE_TYPE);
      },
    })
    .on("body", {
      element(element) {
        const trigger = onInteraction ? HYDRATION_TRIGGER : HYDRATION_AFTER_PAINT_TRIGGER;
        element.append(`<script nonce="${nonce}">${trigger}</script>`, { html: true });
      },
    })
    .transform(response);
}
