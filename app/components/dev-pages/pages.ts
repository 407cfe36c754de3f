/**
 * The developer pages (SPEC §2 `/test/*`, ADR 0073), in one list: the `/test` index links them, the tests walk them
 * (every one 404 outside development and staging, 200 in development). Each is `app/routes/test+/<slug>.tsx`; the
 * gate itself is not per page but the route id's (`DEV_PAGE_ROUTE` in app/utils/access.server.ts).
 */
export const DEV_PAGES = [
  "api",
  "auth",
  "dupe",
  "form",
  "user",
  "colors",
  "sentry",
  "tiptap",
  "toaster",
  "step-form",
  "step-form-2",
  "datepicker",
  "dollar-api",
  "user-store",
  "server-error",
  "formbuilder",
] as const;

export type DevPage = (typeof DEV_PAGES)[number];

/** The path of a developer page (unprefixed; LocaleLink adds the visitor's locale). */
export const devPagePath = (page: DevPage) => `/test/${page}`;

/** Pages that need no account (ADR 0073): the palette and the index. Every other one is for signed-in users. */
export const PUBLIC_DEV_PAGES: readonly DevPage[] = ["colors"];
