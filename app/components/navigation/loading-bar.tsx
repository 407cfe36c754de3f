import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { createLoadingBar, LOADING_BAR, LOADING_BAR_IDLE, type LoadingBar } from "~/utils/loading-bar";

/**
 * The top loading bar while a navigation (or a form submission that navigates) is under way (SPEC §2/§9).
 * Decorative: screen readers get the new page's title and focus instead. Without JavaScript the browser's own
 * progress indicator does this job, so the server renders nothing visible.
 */
export function NavigationLoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [state, setState] = useState(LOADING_BAR_IDLE);
  const bar = useRef<LoadingBar | null>(null);

  useEffect(() => {
    const loading = createLoadingBar(setState);
    bar.current = loading;
    return () => loading.dispose();
  }, []);

  useEffect(() => {
    if (busy) bar.current?.start();
    else bar.current?.finish();
  }, [busy]);

  return (
    <div
      aria-hidden="true"
      data-loading-bar={state.visible ? "visible" : "hidden"}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] transition-opacity duration-300 motion-reduce:transition-none print:hidden"
      style={{ height: LOADING_BAR.height, opacity: state.visible ? 1 : 0 }}
    >
      <div
        className="h-full origin-left bg-primary-600 transition-transform duration-100 ease-linear motion-reduce:transition-none dark:bg-primary-400"
        style={{ transform: `scaleX(${state.progress / 100})` }}
      />
    </div>
  );
}
