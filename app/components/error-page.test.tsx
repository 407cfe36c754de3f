import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import nl from "../../locales/nl/common.json";
import { ErrorPage } from "./error-page";

/** What the root loader throws on a host that names no tenant (routeError(404, "unknown_site")), as the boundary gets it. */
const unknownSite = { status: 404, statusText: "", internal: false, data: { reason: "unknown_site", status: 404 } };

async function render(switchAvailable: boolean) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "nl", ns: ["common"], defaultNS: "common", resources: { nl: { common: nl } } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ErrorPage error={unknownSite} switchAvailable={switchAvailable} />
    </I18nextProvider>,
  );
}

describe("<ErrorPage> on the unknown-site page", () => {
  it("has no 'Back to home': the host's home is this same page", async () => {
    const html = await render(false);
    expect(html).toContain("Onbekende website");
    expect(html).not.toContain("Terug naar home");
    expect(html).not.toContain("<a ");
  });

  it("offers choosing a site where /switch exists (development, staging)", async () => {
    const html = await render(true);
    expect(html).not.toContain("Terug naar home");
    expect([...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ["/switch", "Kies een omgeving"],
    ]);
  });
});
