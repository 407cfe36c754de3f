import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import nl from "../../../locales/nl/calendar-feeds.json";
import { CalendarFeedSection, type CalendarFeedSectionProps } from "./calendar-feed-section";

async function render(props: CalendarFeedSectionProps) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: "nl",
    ns: ["calendar-feeds"],
    defaultNS: "calendar-feeds",
    resources: { nl: { "calendar-feeds": nl } },
  });
  const router = createMemoryRouter([{ path: "/", element: <CalendarFeedSection {...props} /> }]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("<CalendarFeedSection>", () => {
  it("right after creating, the text under the link fits the moment: never 'the link is not shown again'", async () => {
    const html = text(
      await render({
        active: true,
        createdAt: "2026-11-27T10:00:00Z",
        result: { url: "https://x.example/api/v1/ical/secret.ics", webcalUrl: "webcal://x.example/api/v1/ical/secret.ics" },
      }),
    );
    expect(html).toContain("Kopieer deze link nu: hij wordt na het verlaten van deze pagina niet opnieuw getoond.");
    expect(html).not.toContain("De link zelf wordt om veiligheidsredenen niet opnieuw getoond");
    expect(html).toContain("Je agenda-abonnement is actief.");
  });

  it("later, without the link on the page, says it is not shown again", async () => {
    const html = text(await render({ active: true, createdAt: "2026-11-27T10:00:00Z" }));
    expect(html).toContain("De link zelf wordt om veiligheidsredenen niet opnieuw getoond");
    expect(html).not.toContain("secret.ics");
  });
});
