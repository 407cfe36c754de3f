import { describe, expect, it } from "vitest";
import { linkify, mailText } from "./linkify";

describe("linkify", () => {
  it("splits URLs out of text, without trailing punctuation", () => {
    expect(linkify("Click http://a.localhost:8787/confirm?confirmation_token=x1. Thanks")).toEqual([
      { kind: "text", value: "Click " },
      { kind: "link", value: "http://a.localhost:8787/confirm?confirmation_token=x1" },
      { kind: "text", value: ". Thanks" },
    ]);
  });
});

describe("mailText", () => {
  it("keeps link targets of an HTML-only mail", () => {
    expect(mailText({ text: null, html: '<p>Hi &amp; welcome</p><a href="https://x.nl/a?b=1&amp;c=2">Confirm</a>' })).toBe(
      "Hi & welcome\nConfirm (https://x.nl/a?b=1&c=2)",
    );
  });
});
