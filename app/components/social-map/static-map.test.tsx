import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticMap } from "./static-map";

describe("<StaticMap>", () => {
  it("paints the tiles as background images: a tile that fails leaves no broken-image glyph, without JavaScript", () => {
    const html = renderToStaticMarkup(<StaticMap lat={52.39} lng={5.96} label="Kaart: Wezep" />);
    expect(html).not.toContain("<img");
    expect(html.match(/background-image:url\(&quot;https:\/\/[^)]+\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(html).toContain('aria-label="Kaart: Wezep"');
  });
});
