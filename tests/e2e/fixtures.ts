/**
 * Every e2e test uses this `test`: axe-core (WCAG 2.1 A/AA rules and best practices) runs after every `page.goto` and at the end of
 * the test (call `checkA11y()` after a click that navigates), and any console error or uncaught page error fails
 * the test unless the test allowed it explicitly.
 */
import { createHash } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type Browser, type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { createCookies } from "../../app/utils/cookies.server";
import { authFromHeaders, startSession } from "../../app/utils/session.server";
import { E2E_SESSION_SECRET } from "./server";

export const PORT = Number(process.env.E2E_PORT ?? 8788);
export const tenantUrl = (tenant: string, path = "/") => `http://${tenant}.localhost:${PORT}${path}`;

/**
 * What axe never looks at: scripts, and the module preloads Remix renders until its first re-render after
 * hydration (so whether they are still there depends on timing, not on the page).
 */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
/**
 * The value of a hidden input: never rendered and not in the accessibility tree, so no axe rule can see it, yet a
 * form's idempotency key is a new UUID on every render and made each visit of the same form a new page state. Only the
 * page-state key leaves it out; axe still scans the page as it is.
 */
const HIDDEN_INPUT = /<input\b[^>]*\btype="hidden"[^>]*>/gi;
const withoutHiddenValues = (html: string) => html.replace(HIDDEN_INPUT, (input) => input.replace(/\svalue="[^"]*"/, ""));
/**
 * The rules we are bound to (WCAG 2.1 A and AA) and axe's best practices (landmarks, heading order, one h1: ~5 % more
 * time a scan). Only violations are asked for: axe then skips building selectors and HTML snippets for every passing
 * node (most of its time after the rules themselves).
 */
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
  resultTypes: ["violations"],
} satisfies axe.RunOptions;

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * One axe run in a page without iframes: axe-core injected once and run in the page, only the violations sent back
 * (the same rules and results as @axe-core/playwright's legacy mode, which injects axe twice and sends back every
 * result: ~40 % more CPU a scan here). With iframes, @axe-core/playwright runs it per frame (also cross-origin ones)
 * and combines the results in an extra blank page.
 */
async function axeViolations(target: Page, clock: ReturnType<typeof phaseClock>): Promise<Violation[]> {
  if (target.frames().length > 1) {
    const results = await new AxeBuilder({ page: target }).options(AXE_OPTIONS).analyze();
    return results.violations;
  }
  // A page keeps it until it navigates (the mirror keeps it across its states).
  if (!(await target.evaluate(() => "axe" in window))) await target.evaluate(axe.source);
  clock.lap("injectMs");
  return target.evaluate(async (options) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, AXE_OPTIONS);
}

const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/**
 * Pages already found clean in this run, by what axe would look at: URL, viewport, colour scheme and the DOM
 * without scripts (same DOM + same build CSS → same result). Many tests open the same page in the same state;
 * scanning it once keeps the suite fast without checking less. Only clean results are remembered: in this worker's
 * memory, and as an empty marker file in the run's output directory (Playwright empties it when a run starts), so
 * the other workers skip that page too.
 */
const cleanPages = new Set<string>();

const markerOf = (key: string) => join(test.info().project.outputDir, ".axe-clean", sha1(key));

function isKnownClean(key: string): boolean {
  if (cleanPages.has(key)) return true;
  if (!existsSync(markerOf(key))) return false;
  cleanPages.add(key);
  return true;
}

function rememberClean(key: string) {
  cleanPages.add(key);
  const marker = markerOf(key);
  mkdirSync(dirname(marker), { recursive: true });
  writeFileSync(marker, "");
}

/**
 * With JavaScript, the page is scanned once it has hydrated and settled, not halfway: the router exists, the main
 * thread has gone idle (hydration done), and the icons fetched after hydration have arrived (an empty
 * `svg[data-icon]` is one still loading, `app/components/icon.tsx`). Each wait is bounded: a page that never gets
 * there is scanned as it is.
 *
 * A reading page of the public site hydrates on the visitor's first interaction (ADR 0015), so the JS project
 * first interacts the most harmless way, a Shift key press: its tests are about the page with JavaScript running
 * (the page before that is the one the nojs project tests; tests/e2e/hydration.spec.ts covers the switch).
 */
async function settle(page: Page, clock?: ReturnType<typeof phaseClock>) {
  await interact(page).catch(() => {});
  clock?.lap("shiftMs");
  await page.waitForFunction(() => "__remixRouter" in window, null, { timeout: 3000 }).catch(() => {});
  clock?.lap("routerMs");
  await page
    .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })))
    .catch(() => {});
  clock?.lap("idleMs");
  await page.waitForFunction(() => !document.querySelector("svg[data-icon]:empty"), null, { timeout: 3000 }).catch(() => {});
  clock?.lap("iconsMs");
}

/**
 * Waits until Remix has finished navigating and revalidating after an action (with JavaScript; at once without): a
 * `page.goto` while the revalidation's loaders are still streaming aborts them, which the browser reports as a
 * console error ("BodyStreamBuffer was aborted").
 */
export async function routerIdle(page: Page) {
  await page
    .waitForFunction(
      () => {
        const router = (
          window as {
            __remixRouter?: {
              state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
            };
          }
        ).__remixRouter;
        if (!router) return true;
        const { navigation, revalidation, fetchers } = router.state;
        return navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((f) => f.state === "idle");
      },
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/** The most harmless first interaction: a Shift key press (a reading page hydrates on it, ADR 0015). */
export async function interact(page: Page) {
  await page.keyboard.press("Shift");
}

/**
 * Text halfway through a fade (a toast coming or going, 200 ms) has a contrast of its own: axe would report it or
 * not depending on the moment. Wait until no opacity animation or transition is in progress (a delayed one, like
 * a static toast's expiry, does not count until it starts). Bounded like `settle`.
 */
async function waitForFades(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.getAnimations().some((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          return (
            animation.playState === "running" &&
            effect?.getComputedTiming().progress != null &&
            effect.getKeyframes().some((keyframe) => "opacity" in keyframe)
          );
        }),
      null,
      { timeout: 2000 },
    )
    .catch(() => {});
}

/**
 * A live toast whose timer ends while axe runs fades out under it, and axe measures the fading text (a flaky
 * color-contrast, seen once in CI at the end of a test that signed in 5 s before). A toast in the last 60 % of its
 * time (3 s of the default 5) is let go first; then `waitForFades` waits for its fade. Bounded like `settle`.
 */
async function waitForExpiringToasts(page: Page) {
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll<HTMLElement>("[data-toast-progress]")].some((bar) => {
          const progress = Number(bar.dataset.progress);
          return progress > 0.4 && progress < 1;
        }),
      null,
      { timeout: 4000 },
    )
    .catch(() => {});
}

/**
 * The mirror is a fresh load, so its CSS animations start again and run on while axe works. A static toast fades out
 * after its duration (5 s): on a busy machine axe was still running then and measured the fading title (a flaky
 * color-contrast). The copy only serves axe, so its animations end now (those under way) or never start (delayed).
 */
async function holdMirrorAnimations(mirror: Page) {
  await mirror.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming();
      if (timing?.progress != null && timing.endTime !== Number.POSITIVE_INFINITY) animation.finish();
      else animation.pause();
    }
  });
}

/** The page's HTML and its page-state key (its DOM and colour scheme asked for at once: one round trip less). */
async function pageKey(page: Page): Promise<{ html: string; key: string; dark: boolean }> {
  const viewport = page.viewportSize();
  const [html, dark] = await Promise.all([
    page.content(),
    page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches).catch(() => false),
  ]);
  const key = `${page.url()} ${viewport?.width}x${viewport?.height} ${dark ? "dark" : "light"} ${sha1(withoutHiddenValues(html.replace(SCRIPTS, "")))}`;
  return { html, key, dark };
}

/**
 * axe runs on a JS-on mirror of the page: the exact HTML the page shows at that moment (scripts removed, so nothing
 * hydrates or moves), in the same viewport and colour scheme, on the same origin with the page's URL as its `<base>`,
 * so styles, fonts and images load as they do there. For the JS-off project that is the only way (axe needs
 * JavaScript in the page); for the JS-on project it is the DOM JavaScript made, scanned without an axe-core injection
 * per navigation and with axe's code already warm. One mirror page per origin (tenant) and worker, in one context: it
 * stays on a blank page of that origin (`MIRROR_PATH`) and each state is written into it with `setContent`
 * (document.open/write: the window and the axe-core in it stay, the stylesheets come from the memory cache).
 */
interface Mirror {
  page: Page;
  viewport?: string;
  dark?: boolean;
}
let mirrorContext: Promise<BrowserContext> | undefined;
const mirrors = new Map<string, Promise<Mirror>>();
const MIRROR_PATH = "/__e2e-axe-mirror__";

const BLANK_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Map tiles (PDOK's BRT-Achtergrondkaart: the organisation page's small map, the social map) are answered with a
 * blank PNG in every test context: e2e never reaches the internet, and a tile that cannot load is a console error.
 */
export async function offlineTiles(context: BrowserContext) {
  // A tile still loading when its page navigates away is already gone: nothing left to answer.
  await context.route("https://service.pdok.nl/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_PNG }).catch(() => {}),
  );
}

async function mirrorOf(page: Page, browser: Browser, html: string, dark: boolean): Promise<Page> {
  mirrorContext ??= browser.newContext({ javaScriptEnabled: true }).then(async (context) => {
    await offlineTiles(context);
    await context.route(`**${MIRROR_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "<!DOCTYPE html><title>axe</title>" }),
    );
    return context;
  });
  const url = new URL(page.url());
  let mirror = mirrors.get(url.origin);
  if (!mirror) {
    mirror = mirrorContext.then(async (context) => {
      const blank = await context.newPage();
      // Reduced motion: the copy's entrance animations (a toast's `toast-in` fade, restarted by every fresh copy) never
      // run, so axe never measures a half-faded stack of toasts — the page state is the one they end in.
      await blank.emulateMedia({ reducedMotion: "reduce" });
      await blank.goto(`${url.origin}${MIRROR_PATH}`);
      return { page: blank };
    });
    mirrors.set(url.origin, mirror);
  }
  const m = await mirror;
  const viewport = page.viewportSize();
  const size = viewport ? `${viewport.width}x${viewport.height}` : "";
  if (viewport && m.viewport !== size) {
    await m.page.setViewportSize(viewport);
    m.viewport = size;
  }
  if (m.dark !== dark) {
    await m.page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    m.dark = dark;
  }
  const base = `<base href="${url.href.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}">`;
  const body = html.replace(SCRIPTS, "").replace(/<head\b[^>]*>/i, (head) => `${head}${base}`);
  await m.page.setContent(body);
  return m.page;
}

/**
 * `E2E_AXE_LOG=file`: one line per axe call (scanned or known clean, its time, and the time of each phase: settling,
 * the page state's key, the mirror, the waits before the scan, axe itself), to see where axe time goes.
 */
function logAxe(started: number, key: string, scanned: boolean, phases: Record<string, number> = {}) {
  const file = process.env.E2E_AXE_LOG;
  if (!file) return;
  const { project, title } = test.info();
  const ms = Math.round(performance.now() - started);
  appendFileSync(file, `${JSON.stringify({ project: project.name, title, scanned, ms, ...phases, key })}\n`);
}

/** Milliseconds since the last call, by phase name (for `E2E_AXE_LOG`). */
function phaseClock() {
  const phases: Record<string, number> = {};
  let last = performance.now();
  return {
    phases,
    lap(name: string) {
      const now = performance.now();
      phases[name] = Math.round(now - last);
      last = now;
    },
  };
}

async function runAxe(page: Page, browser: Browser, javaScriptEnabled: boolean) {
  if (!page.url().startsWith("http")) return;
  const started = performance.now();
  const clock = phaseClock();
  if (javaScriptEnabled) await settle(page, clock);
  clock.lap("settleMs");
  // Not keyed by project: the same DOM (scripts aside) at the same URL, viewport and scheme is the same page state for
  // axe whether JavaScript made it or the server did (a reading page before its first interaction, ADR 0015).
  const { html, key, dark } = await pageKey(page);
  clock.lap("keyMs");
  if (isKnownClean(key)) return logAxe(started, key, false, clock.phases);
  if (process.env.E2E_AXE_DUMP) {
    // `E2E_AXE_DUMP=dir`: the HTML of every scanned state, to see what makes two states of one URL differ.
    mkdirSync(process.env.E2E_AXE_DUMP, { recursive: true });
    writeFileSync(join(process.env.E2E_AXE_DUMP, `${sha1(key)}.html`), `<!-- ${key} -->\n${html.replace(SCRIPTS, "")}`);
  }
  // Axe reads the DOM and the CSS, so it scans a copy in the warm mirror (see `mirrorOf`), with or without JavaScript:
  // in a fresh page it costs an axe-core injection (~130 ms) and runs cold (~100 ms more). With JavaScript, a page with
  // frames is scanned where it is (axe runs in each of its frames, as loaded there).
  const live = javaScriptEnabled && page.frames().length > 1;
  const target = live ? page : await mirrorOf(page, browser, html, dark);
  clock.lap("mirrorMs");
  if (target === page) {
    await waitForExpiringToasts(page);
    await waitForFades(page);
  } else {
    await holdMirrorAnimations(target);
    // An animation the copy starts after the hold (a style resolved late) is waited out, as on a live page.
    await waitForFades(target);
  }
  clock.lap("waitMs");
  const violations = await axeViolations(target, clock);
  clock.lap("axeMs");
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  rememberClean(key);
  logAxe(started, key, true, clock.phases);
}

/**
 * A click that starts a navigation while the previous one's answer is still arriving aborts that answer (React
 * Router's `navigate` → the pending navigation's AbortController), and Remix's single fetch logs the aborted
 * turbo-stream read with console.error before the router drops it (`fetchAndDecode` in
 * @remix-run/react/dist/esm/single-fetch.js) — "BodyStreamBuffer was aborted" once the answer has begun, "signal is
 * aborted without reason" before (a sign-in's redirect to the dashboard, superseded by the next click). Nothing goes wrong for the visitor; the error's stack shows it was
 * made by `navigate`, so only that case passes. (A `page.goto` waits for the router first: `routerIdle`.)
 */
const SUPERSEDED_NAVIGATION =
  /^console: AbortError: (?:BodyStreamBuffer was aborted|signal is aborted without reason)\n\s+at [^\n]+\n\s+at \S+ \[as navigate\]/;
/**
 * The same for a fetcher's load (an address lookup started on blur) that a form submission supersedes: the router
 * aborts it and Remix's single fetch logs the aborted request; the stack shows it was the fetcher's `load`.
 */
const SUPERSEDED_FETCHER_LOAD =
  /^console: AbortError: signal is aborted without reason\n\s+at [^\n]+\n\s+at \S+ \[as fetch\][^\n]*\n\s+at Object\.load /;

/**
 * The same for a fetcher's load still under way when the page navigates (the image picker's search as the block form
 * is saved): the router aborts every fetcher load it holds (`Map.forEach` in the stack) as the navigation starts.
 */
const FETCHER_LOAD_ON_NAVIGATE =
  /^console: AbortError: signal is aborted without reason\n\s+at [^\n]+\n\s+at [^\n]+\n\s+at Map\.forEach [^\n]*\n(?:\s+at [^\n]+\n){3}\s+at \S+ \[as navigate\]/;

/** A demo account's role (`admin` → admin@<tenant>.example.org, as db/seed names them) or a full e-mail address. */
export type Account = string;

interface Fixtures {
  /** Console errors this test expects, e.g. Chromium logs every 404 document as "Failed to load resource". */
  allowedConsoleErrors: RegExp[];
  checkA11y: () => Promise<void>;
  /**
   * Signs this test's browser in as a demo account (or any confirmed account with the demo password) without the
   * sign-in form: the API's POST /auth/sign_in over HTTP, then the `__session` cookie the sign-in page would set.
   * The sign-in form itself is tested in accounts.spec.ts and account-notices.spec.ts.
   */
  signedInAs: (account: Account, options?: { tenant?: string; context?: BrowserContext }) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, browser, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await offlineTiles(page.context());
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      // Leaving while Remix still revalidates after an action aborts its fetches, which the browser logs as a console
      // error ("BodyStreamBuffer was aborted"): a test that goes on once the action's message shows must not see it.
      if (javaScriptEnabled && page.url().startsWith("http")) await routerIdle(page);
      const response = await goto(...args);
      await runAxe(page, browser, javaScriptEnabled);
      return response;
    };
    await use(page);
    await runAxe(page, browser, javaScriptEnabled);
    const unexpected = errors.filter(
      (e) =>
        !SUPERSEDED_NAVIGATION.test(e) &&
        !SUPERSEDED_FETCHER_LOAD.test(e) &&
        !FETCHER_LOAD_ON_NAVIGATE.test(e) &&
        !allowedConsoleErrors.some((pattern) => pattern.test(e)),
    );
    expect(unexpected, "console errors").toEqual([]);
  },
  checkA11y: async ({ page, browser, javaScriptEnabled }, use) => {
    await use(() => runAxe(page, browser, javaScriptEnabled));
  },
  signedInAs: async ({ page, request }, use) => {
    await use(async (account, options = {}) => {
      const tenant = options.tenant ?? "oldebroek";
      const email = account.includes("@") ? account : `${account}@${tenant}.example.org`;
      const cookie = await sessionCookie(request, email, tenant);
      await (options.context ?? page.context()).addCookies([
        { name: cookie.name, value: cookie.value, domain: `${tenant}.localhost`, path: "/", httpOnly: true, sameSite: "Lax" },
      ]);
    });
  },
});

/**
 * The signed `__session` cookie the sign-in page sets after a successful sign-in, made by the app's own code
 * (app/utils/cookies.server.ts, session.server.ts) with the e2e server's secret, from the API's answer to
 * POST /auth/sign_in (cheap on the e2e server: ADR 0012). Node does not resolve *.localhost: loopback + X-Tenant.
 */
async function sessionCookie(request: APIRequestContext, email: string, tenant: string) {
  const response = await request.post(`http://127.0.0.1:${PORT}/auth/sign_in`, {
    headers: { "X-Tenant": tenant, "Content-Type": "application/json" },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in of ${email}: ${await response.text()}`).toBe(200);
  const auth = authFromHeaders(new Headers(response.headers()));
  if (!auth) throw new Error(`no auth headers in the sign-in answer for ${email}`);
  const env = { ENVIRONMENT: "development", SESSION_SECRET: E2E_SESSION_SECRET } as Env;
  const cookies = createCookies(new Request(tenantUrl(tenant)), env);
  const session = await cookies.session.getSession();
  let changed = false;
  startSession({ session, markSessionChanged: () => (changed = true) } as never, auth);
  if (!changed) throw new Error("startSession did not mark the session changed");
  const [pair] = (await cookies.session.commitSession(session)).split(";");
  const eq = pair.indexOf("=");
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
}

/**
 * Which project runs a test (playwright.config.ts picks by tag; tests/README.md has the rules):
 * - untagged: the js project only. Read-only checks, HTTP-only checks, behaviour that needs JavaScript.
 * - `NOJS` (`@nojs`): both projects. What must work without JavaScript: form posts, sign-in/sign-up flows, links and
 *   disclosures whose behaviour differs with JavaScript, tests that branch on `javaScriptEnabled`.
 * - `NOJS_ONLY` (`@nojs-only`): the nojs project only. Read-only checks of the server's HTML of public reading pages
 *   (until the visitor's first interaction such a page is that HTML in both projects, ADR 0015; the js project covers
 *   their hydration in its own tests), and the JS-off variants of behaviour (static toasts, the server's messages).
 */
export const NOJS = { tag: "@nojs" } as const;
export const NOJS_ONLY = { tag: "@nojs-only" } as const;

export const NOT_FOUND_CONSOLE = /Failed to load resource: the server responded with a status of 404/;

export { expect };

export const DEMO_PASSWORD = "Welkom-2026!";

/** An address no other test uses: the database is shared by the whole run. */
export function freshEmail(label: string) {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** Fills and sends the sign-in form on the page that shows it (Dutch labels), as tests/e2e/accounts.spec.ts does. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

/**
 * A new, confirmed volunteer account with the demo password on oldebroek, made through the API over HTTP (sign-up,
 * the confirmation mail in the dev mailbox, confirm): for tests that need a fresh account but do not test signing up
 * (accounts.spec.ts and account-notices.spec.ts go through the sign-up form and the mail in the browser).
 */
export async function freshAccount(request: APIRequestContext, label: string): Promise<string> {
  const email = freshEmail(label);
  const api = (method: "GET" | "POST", path: string, data?: unknown) =>
    request.fetch(`http://127.0.0.1:${PORT}${path}`, {
      method,
      headers: { "X-Tenant": "oldebroek", "Content-Type": "application/vnd.api+json" },
      data,
    });
  const attributes = {
    email,
    first_name: "Eva",
    last_name: "Endtoend",
    password: DEMO_PASSWORD,
    password_confirmation: DEMO_PASSWORD,
    accept_terms: true,
    role: "volunteer",
    confirm_success_url: tenantUrl("oldebroek", "/confirm"),
  };
  const signUp = await api("POST", "/api/v1/users", { data: { type: "users", attributes } });
  expect(signUp.status(), `sign-up of ${email}: ${await signUp.text()}`).toBe(202);
  const mails = await api("GET", `/api/v1/dev/mails?filter[to]=${encodeURIComponent(email)}`);
  const [mail] = (await mails.json()).data as Array<{ attributes: { text: string } }>;
  const token = /confirmation_token=([A-Za-z0-9_-]+)/.exec(mail?.attributes.text ?? "")?.[1];
  expect(token, `confirmation mail for ${email}`).toBeTruthy();
  const confirmed = await api("POST", "/api/v1/confirm", { confirmation_token: token });
  expect(confirmed.status(), `confirming ${email}`).toBe(200);
  return email;
}

/** Opens the newest mail of this kind for the address in the dev mailbox and follows its link. */
export async function followMailLink(page: Page, email: string, kind: string, linkPattern: RegExp) {
  await page.goto(tenantUrl("oldebroek", `/dev/mailbox?to=${encodeURIComponent(email)}`));
  await page.getByRole("listitem").filter({ hasText: kind }).first().getByRole("link").click();
  await expect(page.getByTestId("mail-body")).toBeVisible();
  await page.getByTestId("mail-body").getByRole("link", { name: linkPattern }).click();
}

/** Signs up through the form as a volunteer (the demo password), up to the "check your e-mail" page. */
export async function signUp(page: Page, email: string) {
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Aanmelden" })).toBeVisible();
  await page.getByLabel("Voornaam").fill("Eva");
  await page.getByLabel("Achternaam").fill("Endtoend");
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Nieuw wachtwoord").fill(DEMO_PASSWORD);
  await page.getByLabel("Herhaal wachtwoord").fill(DEMO_PASSWORD);
  await page.getByLabel(/akkoord met de algemene voorwaarden/).check();
  await page.getByRole("button", { name: "Account aanmaken" }).click();
  await expect(page).toHaveURL(/\/signup\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bekijk je e-mail" })).toBeVisible();
}
