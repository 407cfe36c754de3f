import { useEffect, useState } from "react";
import { BUILD_ID, BUILD_ID_PATH, isNewerBuild, VERSION_CHECK_INTERVAL_MS } from "~/utils/version";

/**
 * True once `/build-id` names another build than the one this tab runs. Asks every 5 minutes while the tab is
 * visible and whenever it becomes visible again; a hidden tab asks nothing. Network errors are ignored (the next
 * check tries again).
 */
export function useVersionCheck(): boolean {
  const [updateAvailable, setUpdateAvailable] = useState(false);

  useEffect(() => {
    if (updateAvailable) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const response = await fetch(BUILD_ID_PATH, { cache: "no-store", headers: { Accept: "application/json" } });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: unknown };
        if (!stopped && isNewerBuild(BUILD_ID, buildId)) setUpdateAvailable(true);
      } catch {}
    };
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === "visible") timer = setTimeout(tick, VERSION_CHECK_INTERVAL_MS);
    };
    const tick = async () => {
      await check();
      if (!stopped) schedule();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") void tick();
      else clearTimeout(timer);
    };

    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [updateAvailable]);

  return updateAvailable;
}
