/**
 * Every e2e test uses this `test`: axe-core (WCAG 2.1 A/AA rules) runs after every `page.goto` and at the end of
 * the test (call `checkA11y()` after a click that navigates), and any console error or uncaught page error fails
 * the test unless the test allowed it explicitly.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 8788);
export const tenantUrl = (tenant: string, path = "/") => `http://${tenant}.localhost:${PORT}${path}`;

async function runAxe(page: Page) {
  if (!page.url().startsWith("http")) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** Console errors this test expects, e.g. Chromium logs every 404 document as "Failed to load resource". */
  allowedConsoleErrors: RegExp[];
  checkA11y: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page["goto"]>) => {
      const response = await goto(...args);
      await runAxe(page);
      return response;
    };
    await use(page);
    await runAxe(page);
    const unexpected = errors.filter((e) => !allowedConsoleErrors.some((pattern) => pattern.test(e)));
    expect(unexpected, "console errors").toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(() => runAxe(page));
  },
});

export const NOT_FOUND_CONSOLE = /Failed to load resource: the server responded with a status of 404/;

export { expect };
