import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { resources } from "~/utils/i18n.server";
import { BrowserI18n } from "./i18next";
import { I18nextProvider, useTranslation } from "./react-i18next";

function Greeting() {
  const { t, i18n } = useTranslation("ui");
  return (
    <p lang={i18n.language}>
      {t("toast.clearAll")} / {t("validation:required")}
    </p>
  );
}

describe("the browser's react-i18next", () => {
  it("translates with the provider's instance, in the hook's namespace and with ns: prefixes", async () => {
    const i18n = new BrowserI18n();
    i18n.use({
      type: "backend",
      init() {},
      read: (language: string, namespace: string, callback: (error: null, data: unknown) => void) =>
        callback(null, resources[language][namespace]),
    } as never);
    await i18n.init({ lng: "en", ns: ["ui", "validation"] });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(html).toBe('<p lang="en">Close all notifications<!-- --> / <!-- -->This field is required</p>');
  });
});
