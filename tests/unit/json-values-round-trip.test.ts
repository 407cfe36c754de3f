/**
 * The API's serializer → JSON text → the app's deserializer, for the JSON values of every resource type that has
 * one (ADR 0043): keys such as `imagePosition`, `image_position`, `e-mail` and `Vraag 1` arrive as they left, at
 * every depth, while attribute names and structural values are re-cased as SPEC §7 says. Here, beside api/ and
 * app/, because it is about the two of them together (api/ and app/ may not import each other).
 */
import { describe, expect, it } from "vitest";
import { resource, toDocument } from "../../api/jsonapi/serialize";
import { deserialize } from "../../app/utils/jsonapi";
import { JSON_VALUE_ATTRIBUTES } from "../../contract/json-values";

const hostile = () => ({
  imagePosition: "left",
  image_position: "right",
  "e-mail": "anna@example.org",
  "Vraag 1": "Ja",
  "--hero-overlay-opacity": "0.45",
  social_purpose: true,
  socialPurpose: false,
  nested: { "Vraag 2": [{ innerKey: 1, inner_key: 2, "x-y": { deepCamelKey: true, "Vraag 3": null } }] },
});

describe("JSON values cross the wire untouched", () => {
  it("a content block's props: serialize → JSON text → deserialize, byte-identical, with the names re-cased", () => {
    const props = hostile();
    const text = JSON.stringify(
      toDocument({
        data: resource("pages", 1, { pageType: "default" }, { contentBlocks: { data: [{ type: "content_blocks", id: "2" }] } }),
        included: [resource("content_blocks", 2, { blockType: "ImageTextButtons", position: 1, props })],
      }),
    );
    const wire = JSON.parse(text);
    expect(wire.included[0].attributes).toStrictEqual({ block_type: "ImageTextButtons", position: 1, props: hostile() });
    expect(text).toContain(`"props":${JSON.stringify(hostile())}`);

    const { data } = deserialize<{ pageType: string; contentBlocks: Array<Record<string, unknown>> }>(wire);
    expect(data.pageType).toBe("default");
    expect(data.contentBlocks[0]).toStrictEqual({
      id: "2",
      type: "content_blocks",
      blockType: "ImageTextButtons",
      position: 1,
      props: hostile(),
    });
    expect(JSON.stringify(data.contentBlocks[0].props)).toBe(JSON.stringify(hostile()));
  });

  it("every declared JSON value of every resource type (a list's rows)", () => {
    for (const [type, names] of Object.entries(JSON_VALUE_ATTRIBUTES)) {
      const attributes = Object.fromEntries([["someName", "x"], ...names.map((n) => [n, hostile()])]);
      const text = JSON.stringify(toDocument({ data: [resource(type, 1, attributes)] }));
      const { data } = deserialize<Array<Record<string, unknown>>>(JSON.parse(text));
      const expected = Object.fromEntries([
        ["id", "1"],
        ["type", type],
        ["someName", "x"],
        ...names.map((n) => [n.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), hostile()]),
      ]);
      expect(data[0], type).toStrictEqual(expected);
    }
  });

  it("a structural value is still re-cased both ways (an activity's dates on a vacancy)", () => {
    const occurrences = [{ startsAt: "2026-12-05T10:00:00+01:00", placesLeft: 3 }];
    const wire = JSON.parse(JSON.stringify(toDocument({ data: resource("vacancies", 1, { occurrences }) })));
    expect(wire.data.attributes.occurrences).toStrictEqual([{ starts_at: "2026-12-05T10:00:00+01:00", places_left: 3 }]);
    expect(deserialize<{ occurrences: unknown }>(wire).data.occurrences).toStrictEqual(occurrences);
  });
});
