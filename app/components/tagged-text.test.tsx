import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TaggedText } from "./tagged-text";

const link = (href: string) => (children: string) => <a href={href}>{children}</a>;

describe("<TaggedText>", () => {
  it("renders each marked part with its function and keeps the text around it", () => {
    const html = renderToStaticMarkup(
      <TaggedText
        text="Ik ga akkoord met de <terms>algemene voorwaarden</terms> en de <privacy>privacyverklaring</privacy>."
        tags={{ terms: link("/algemene-voorwaarden"), privacy: link("/privacyverklaring") }}
      />,
    );
    expect(html).toBe(
      'Ik ga akkoord met de <a href="/algemene-voorwaarden">algemene voorwaarden</a> en de <a href="/privacyverklaring">privacyverklaring</a>.',
    );
  });

  it("shows the text of a mark without a renderer, and text without marks as is (escaped by React)", () => {
    expect(renderToStaticMarkup(<TaggedText text="a <x>b</x> c" tags={{}} />)).toBe("a b c");
    expect(renderToStaticMarkup(<TaggedText text="1 < 2 & <b>" tags={{}} />)).toBe("1 &lt; 2 &amp; &lt;b&gt;");
  });
});
