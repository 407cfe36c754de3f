import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { imageSchema } from "../../../contract/content-blocks";
import en from "../../../locales/en/files.json";
import nl from "../../../locales/nl/files.json";
import { type ImageChoice, pickedImage } from "./image-choices";
import { ImagePickerButton } from "./image-picker";

async function render(element: JSX.Element, path = "/content/pages/1", lng = "nl") {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng, ns: ["files"], defaultNS: "files", resources: { nl: { files: nl }, en: { files: en } } });
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

const choice = (overrides: Partial<ImageChoice> = {}): ImageChoice => ({
  id: "upload-1",
  kind: "upload",
  name: "Zomer-feest.png",
  alt: "Zomer-feest",
  url: "/api/v1/files/1/abc/Zomer-feest.png",
  width: 640,
  height: 480,
  ...overrides,
});

describe("<ImagePickerButton> without JavaScript", () => {
  it("is a plain link to the images screen in a new tab, saying so", async () => {
    const html = await render(<ImagePickerButton onPick={() => {}} />);
    expect(html).toContain('href="/content/images"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain("Kies een afbeelding");
    expect(html).toContain("(opent in een nieuw tabblad)");
    expect(html).not.toContain("<dialog");
  });

  it("keeps the English prefix and takes its own label", async () => {
    const html = await render(<ImagePickerButton onPick={() => {}} label="Pick the hero image" />, "/en/content/pages/1", "en");
    expect(html).toContain('href="/en/content/images"');
    expect(html).toContain("Pick the hero image");
    expect(html).toContain("(opens in a new tab)");
  });
});

describe("what picking hands over", () => {
  it("the URL, the alt text and the size when both sides are known", () => {
    expect(pickedImage(choice())).toEqual({
      url: "/api/v1/files/1/abc/Zomer-feest.png",
      alt: "Zomer-feest",
      width: 640,
      height: 480,
    });
    expect(pickedImage(choice({ width: null, height: null }))).toEqual({
      url: "/api/v1/files/1/abc/Zomer-feest.png",
      alt: "Zomer-feest",
    });
    expect(pickedImage(choice({ width: 640, height: null }))).not.toHaveProperty("width");
    // A panorama larger than an image field takes keeps its proportions, scaled to fit.
    expect(pickedImage(choice({ width: 40000, height: 3000 }))).toMatchObject({ width: 10000, height: 750 });
    expect(pickedImage(choice({ width: 12, height: 65535 }))).toMatchObject({ width: 2, height: 10000 });
    for (const size of [choice(), choice({ width: 65535, height: 65535 }), choice({ width: 65535, height: 1 })]) {
      expect(imageSchema.safeParse(pickedImage(size)).success, JSON.stringify(size)).toBe(true);
    }
  });
});
