/**
 * The build id (SPEC §7: "The app polls its build id for updates on an interval"). vite.config.ts injects
 * `__BUILD_ID__` into the client and the server build of one `remix vite:build` alike, so a tab whose bundle id
 * differs from what `/build-id` answers runs an old deploy.
 */
declare global {
  /** Replaced at build time by vite's `define`; absent in Vitest and other non-Vite runs. */
  const __BUILD_ID__: string | undefined;
}

export const DEV_BUILD_ID = "dev";
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" && __BUILD_ID__ ? __BUILD_ID__ : DEV_BUILD_ID;

/** How often a visible tab asks for the build id. */
export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const BUILD_ID_PATH = "/build-id";

/** A newer deploy is out when the server names a real id that is not the one this bundle was built with. */
export function isNewerBuild(running: string, served: unknown): boolean {
  if (typeof served !== "string" || !served || served === DEV_BUILD_ID) return false;
  if (running === DEV_BUILD_ID) return false;
  return served !== running;
}
