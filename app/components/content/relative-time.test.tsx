import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { RelativeTime } from "./relative-time";

async function render(locale: string, element: React.ReactElement) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: locale, resources: {}, react: { useSuspense: false } });
  return renderToString(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

describe("<RelativeTime>", () => {
  it("renders the exact moment as dateTime and the relative text computed from the loader's now", async () => {
    const html = await render("nl", <RelativeTime date="2026-11-18T09:00:00.000Z" now="2026-11-21T09:00:00.000Z" />);
    expect(html).toContain('dateTime="2026-11-18T09:00:00.000Z"');
    expect(html).toContain('title="18 november 2026 om 10:00"');
    expect(html).toContain(">3 dagen geleden</time>");
  });

  it("is deterministic for the same inputs (what keeps hydration free of mismatches)", async () => {
    const props = { date: "2026-11-21T08:59:30.000Z", now: "2026-11-21T09:00:00.000Z" };
    const first = await render("en", <RelativeTime {...props} />);
    expect(first).toContain(">just now</time>");
    expect(await render("en", <RelativeTime {...props} />)).toBe(first);
  });
});
