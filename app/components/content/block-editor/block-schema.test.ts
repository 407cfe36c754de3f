/**
 * The block editor's forms read from the block schemas (ADR 0048): for every seeded block of all 19 types, the form
 * the editor draws gives back the block's props when posted unchanged (and its English texts from the English form);
 * every field has a label in both languages; an API pointer into the props lands on its field; a field added to a
 * schema appears in the form.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "~/utils/api.server";
import { formErrorsFromApi } from "~/utils/forms.server";
import {
  BLOCK_TYPES,
  type BlockType,
  blockPropsSchemas,
  checkBlock,
  isBlockType,
  translatableTexts,
} from "../../../../contract/content-blocks";
import { buildSeedRows } from "../../../../db/seed/build";
import en from "../../../../locales/en/content-admin.json";
import nl from "../../../../locales/nl/content-admin.json";
import {
  blockFields,
  blockSummary,
  editorDefaults,
  englishFromForm,
  type FieldNode,
  fieldOf,
  fieldPatterns,
  propsFromForm,
} from "./block-schema";

/** A default value as the browser posts it: nested names as Conform writes them (`props.cards[2].title`). */
function formDataOf(value: unknown, name = "", data = new FormData()): FormData {
  if (Array.isArray(value)) {
    for (const [i, row] of value.entries()) formDataOf(row, `${name}[${i}]`, data);
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) formDataOf(child, name ? `${name}.${key}` : key, data);
  } else if (value !== undefined && value !== null) data.append(name, String(value));
  return data;
}

const seeded = buildSeedRows().contentBlocks.filter((b) => isBlockType(b.blockType)) as Array<{
  blockType: BlockType;
  props: Record<string, unknown>;
}>;

describe("a block's form", () => {
  it("the seed has blocks of all 19 types", () => {
    expect(new Set(seeded.map((b) => b.blockType))).toEqual(new Set(BLOCK_TYPES));
  });

  it.each(seeded.map((b, i) => [`${b.blockType} #${i}`, b] as const))(
    "%s: posted unchanged, the form gives the block's props back",
    (_, block) => {
      const stored = checkBlock(block.blockType, block.props);
      expect(stored.ok).toBe(true);
      if (!stored.ok) return;
      const { defaultValue } = editorDefaults(block.blockType, "nl", stored.props, null, 3);
      const posted = formDataOf(defaultValue);
      expect(posted.get("lockVersion")).toBe("3");
      const again = checkBlock(block.blockType, propsFromForm(block.blockType, posted));
      expect(again).toEqual({ ok: true, props: stored.props, propsEn: null });
    },
  );

  it("the English form gives back the English texts, its lists padded to the Dutch rows", () => {
    const props = {
      title: "Kaarten",
      cards: [
        { title: "Een", text: "Eerste" },
        { title: "Twee", text: "" },
        { title: "Drie", text: "Derde", href: "/drie" },
      ],
    };
    const propsEn = { cards: [{}, { title: "Two" }] };
    const { defaultValue } = editorDefaults("DynamicCards", "en", props, propsEn, 0);
    expect((defaultValue.propsEn as { cards: unknown[] }).cards).toHaveLength(3);
    const posted = formDataOf(defaultValue);
    const english = englishFromForm("DynamicCards", posted);
    expect(english).toEqual({ cards: [{}, { title: "Two" }] });
    const checked = checkBlock("DynamicCards", props, english);
    expect(checked.ok && checked.propsEn).toEqual(translatableTexts(blockPropsSchemas.DynamicCards, english));
  });

  it("an optional group left empty is left out; one half filled is sent, so its check names the missing field", () => {
    const data = formDataOf({ props: { quote: "Mooi", author: "An", image: { url: "", alt: "", width: "" } } });
    expect(propsFromForm("QuoteBlock", data)).toEqual({ quote: "Mooi", author: "An" });
    const half = formDataOf({ props: { quote: "Mooi", author: "An", image: { url: "", alt: "Een foto" } } });
    const checked = checkBlock("QuoteBlock", propsFromForm("QuoteBlock", half));
    expect(checked.ok ? [] : [...new Set(checked.issues.map((i) => i.path.join(".")))]).toEqual(["props.image.url"]);
  });

  it("a number that is not one stays as typed, so the schema refuses it", () => {
    const data = formDataOf({ props: { title: "Nieuws", limit: "veel" } });
    const checked = checkBlock("NewsCarousel", propsFromForm("NewsCarousel", data));
    expect(checked.ok ? [] : checked.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["props.limit", "validation:number"],
    ]);
  });

  it("an API pointer into the props lands on its field, a list row's too", () => {
    const error = new ApiError("422", {
      status: 422,
      method: "PATCH",
      path: "/api/v1/content_blocks/1",
      errors: [
        {
          code: "too_small",
          source: { pointer: "/data/attributes/props/cards/2/title" },
          meta: { message: "validation:required" },
        },
        {
          code: "too_big",
          source: { pointer: "/data/attributes/props_en/cards/0/text" },
          meta: { message: "validation:tooLong" },
        },
        { code: "stale", source: { pointer: "/data/attributes/lock_version" }, meta: { message: "content-admin:errors.stale" } },
      ],
    });
    const { fieldErrors, formErrors } = formErrorsFromApi(error, [...fieldPatterns("DynamicCards"), "lockVersion"]);
    expect(fieldErrors).toEqual({
      "props.cards[2].title": ["validation:required"],
      "propsEn.cards[0].text": ["validation:tooLong"],
      lockVersion: ["content-admin:errors.stale"],
    });
    expect(formErrors).toEqual([]);
  });

  it("a field added to a schema appears in the form", () => {
    const grown = z.object({ title: z.string().min(1).describe("text"), rating: z.number().int().min(1).max(5).optional() });
    const node = fieldOf("", grown) as Extract<FieldNode, { kind: "object" }>;
    expect(node.fields.map((f) => [f.key, f.kind, f.required])).toEqual([
      ["title", "text", true],
      ["rating", "number", false],
    ]);
  });

  it("every field, list row and choice has a label, and every type a name and description, in Dutch and English", () => {
    const keys = new Set<string>();
    const lists = new Set<string>();
    const options = new Set<string>();
    const walk = (node: FieldNode, key: string) => {
      if (node.kind === "object") {
        if (key) keys.add(key);
        for (const f of node.fields) walk(f, f.key);
      } else if (node.kind === "list") {
        keys.add(key);
        lists.add(key);
        if (node.item.kind === "object") for (const f of node.item.fields) walk(f, f.key);
        else keys.add(`${key}Item`);
      } else {
        if (node.kind === "choice") for (const o of node.options) options.add(o);
        keys.add(key);
      }
    };
    for (const type of BLOCK_TYPES) for (const f of blockFields(type)) walk(f, f.key);
    for (const messages of [nl.blocks, en.blocks]) {
      for (const key of keys) expect(messages.fields, key).toHaveProperty(key);
      for (const key of lists) expect(messages.rows, key).toHaveProperty(key);
      for (const option of options) expect(messages.options, option).toHaveProperty(option);
      for (const type of BLOCK_TYPES) {
        expect(messages.types[type as keyof typeof messages.types]?.name, type).toBeTruthy();
        expect(messages.types[type as keyof typeof messages.types]?.description, type).toBeTruthy();
      }
    }
  });

  it("a block's summary is its first text, never a link or an id", () => {
    expect(blockSummary({ button: { href: "/x", label: "Doe mee" }, videoId: "abcdefghijk" })).toBe("Doe mee");
    expect(
      blockSummary({ content: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hallo" }] }] } }),
    ).toBe("Hallo");
  });
});
