import { describe, expect, it } from "vitest";
import { richTextInput } from "../../contract/rich-text";
import { richTextFromForm } from "./rich-text-form";

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
