import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import conversations from "../../../locales/nl/conversations.json";
import { MessageList } from "./message-list";

async function render(element: React.ReactElement) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: "nl", resources: { nl: { conversations } }, react: { useSuspense: false } });
  return renderToString(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

const base = { senderSide: "volunteer" as const, senderName: "Vera Vrijwilliger", createdAt: "2026-11-27T10:00:00.000Z" };

describe("<MessageList>", () => {
  it("shows a message with a script as text, and the reader's own messages by label, not colour alone", async () => {
    const html = await render(
      <MessageList
        now="2026-11-27T10:05:00.000Z"
        otherName="Stichting Test"
        messages={[
          { ...base, id: "1", body: "<script>alert('x')</script> & meer", mine: false },
          { ...base, id: "2", body: "Mijn antwoord", mine: true, senderSide: "organization" },
        ]}
      />,
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; meer");
    expect(html).toContain('id="bericht-1"');
    expect(html).toContain("Bericht van Vera Vrijwilliger");
    expect(html).toContain("Jouw bericht");
    expect(html).toContain(">Jij<");
    expect(html).toContain("5 minuten geleden");
  });
});
