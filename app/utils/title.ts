/** SPEC §1: "route title - app name", or the app name alone when there is no route title. */
export function pageTitle(routeTitle: string | null | undefined, appName: string | null | undefined): string {
  const title = routeTitle?.trim();
  const app = appName?.trim();
  if (title && app) return `${title} - ${app}`;
  return title || app || "";
}
