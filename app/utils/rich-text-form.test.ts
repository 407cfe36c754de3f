import { describe, expect, it } from "vitest";
import { richTextInput } from "../../contract/rich-text";
import { linkTargetOf, richTextFromForm } from "./rich-text-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};
const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "hallo" }] }] };

describe("richTextFromForm", () => {
  it("takes the editor's JSON when it is there (JavaScript on)", () => {
    expect(richTextFromForm(form({ description_json: JSON.stringify(doc) }), "description")).toEqual(doc);
  });

  it("takes the Markdown of the textarea without JavaScript, or when the JSON is broken", () => {
    expect(richTextFromForm(form({ description: "**vet**" }), "description")).toBe("**vet**");
    expect(richTextFromForm(form({ description: "**vet**", description_json: "{broken" }), "description")).toBe("**vet**");
    expect(richTextFromForm(form({ description: "x", description_json: "[1]" }), "description")).toBe("x");
    expect(richTextFromForm(form({ description: "", description_json: "" }), "description")).toBe("");
  });

  it("gives null when the field was not sent", () => {
    expect(richTextFromForm(form({ other: "x" }), "description")).toBeNull();
  });

  it("trusts nothing: hostile JSON is the API's to normalise", () => {
    const hostile = { type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] };
    const value = richTextFromForm(form({ description_json: JSON.stringify(hostile) }), "description");
    expect(richTextInput.parse(value)).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "alert(1)" }] }],
    });
  });
});

describe("linkTargetOf (the editor's link panel)", () => {
  it("puts https:// before a host and mailto: before an address; refuses javascript:", () => {
    expect(linkTargetOf("example.org/over")).toBe("https://example.org/over");
    expect(linkTargetOf("info@example.org")).toBe("mailto:info@example.org");
    expect(linkTargetOf("javascript:alert(1)")).toBeNull();
  });

  it("in a template's body takes a placeholder as the whole address, never behind https:// (ADR 0060)", () => {
    // A plain field makes the nonsense address https://{{vacancy_link}} of it.
    expect(linkTargetOf("{{vacancy_link}}")).toBe("https://{{vacancy_link}}");
    expect(linkTargetOf("{{vacancy_link}}", true)).toBe("{{vacancy_link}}");
    expect(linkTargetOf("https://example.org/{{vacancy_title}}", true)).toBe("https://example.org/{{vacancy_title}}");
    expect(linkTargetOf("javascript:{{vacancy_link}}", true)).toBeNull();
    expect(linkTargetOf("example.org", true)).toBe("https://example.org");
  });
});
