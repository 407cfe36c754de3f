import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createToast, type ToastData } from "~/utils/toast";
import en from "../../../locales/en/ui.json";
import nl from "../../../locales/nl/ui.json";
import { Toaster } from "./toaster";

async function render(toasts: ToastData[], lng = "nl") {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, resources: { nl: { ui: nl }, en: { ui: en } }, interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Toaster flash={toasts} />
    </I18nextProvider>,
  );
}

// The server render is what visitors without JavaScript get (and what hydration starts from).
describe("Toaster on the server (no JavaScript)", () => {
  it("renders nothing without toasts", async () => {
    expect(await render([])).toBe("");
  });

  it("renders a flash toast as a closable card in a labelled region, with the default title and a CSS timer", async () => {
    const html = await render([createToast({ message: "Opgeslagen.", color: "success" }, "t-1")]);
    expect(html).toContain('<section aria-label="Meldingen"');
    expect(html).toContain('data-toaster="static"');
    expect(html).toMatch(/<details open="" class="toast-static [^"]*"[^>]*data-toast="success"/);
    expect(html).toContain("--toast-duration:5000ms");
    expect(html).toMatch(/<summary[^>]*>.*<span class="sr-only">Melding sluiten: Gelukt<\/span><\/summary>/);
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain("Gelukt</p>");
    expect(html).toContain("Opgeslagen.</p>");
    expect(html).toContain("toast-static-bar");
    expect(html).not.toContain("Alle meldingen sluiten");
  });

  it("announces danger as an alert; duration ≤ 0 has no bar and no expiry; not closable has no close control", async () => {
    const html = await render([createToast({ message: "Mislukt.", color: "danger", duration: 0, closable: false }, "t-2")], "en");
    expect(html).toContain('role="alert" aria-live="assertive"');
    expect(html).toContain("Error</p>");
    expect(html).not.toContain("toast-static-bar");
    expect(html).not.toContain("data-expires");
    expect(html).not.toContain("<summary");
    expect(html).not.toContain("<details");
  });

  it("offers clear-all (a CSS-only <details>) from two toasts on, and uses a given title", async () => {
    const html = await render([
      createToast({ message: "a", color: "info", title: "Let op" }, "t-3"),
      createToast({ message: "b", color: "warning" }, "t-4"),
    ]);
    expect(html).toMatch(/<summary[^>]*>Alle meldingen sluiten<\/summary>/);
    expect(html).toContain("Let op</p>");
    expect(html).toContain("Waarschuwing</p>");
    expect(html.indexOf('data-toast-id="t-3"')).toBeLessThan(html.indexOf('data-toast-id="t-4"'));
  });
});
