import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blockPropsSchemas } from "../../contract/content-blocks";
import { validationError } from "./errors";

const pointersOf = (schema: z.ZodTypeAny, body: unknown, prefix?: string) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error("expected the body to fail");
  return validationError(parsed.error, prefix).errors.map((e) => e.source?.pointer);
};

describe("validationError's pointers", () => {
  it("name the body's fields as sent (snake_case on the wire), rows by index", () => {
    const schema = z.object({ first_name: z.string(), occurrences: z.array(z.object({ end_time: z.string() })) });
    expect(pointersOf(schema, { occurrences: [{ end_time: "10:00" }, {}] })).toEqual([
      "/data/attributes/first_name",
      "/data/attributes/occurrences/1/end_time",
    ]);
    expect(pointersOf(schema, { occurrences: [] }, "")).toEqual(["/first_name"]);
  });

  it("keep the keys inside a JSON value as the document has them, escaped per RFC 6901 (ADR 0043)", () => {
    const props = z.object({ props: blockPropsSchemas.ImageTextButtons });
    const image = { url: "/a.jpg", alt: "", width: 1, height: 1 };
    expect(pointersOf(props, { props: { title: "T", text: "X", image, imagePosition: "middle" } })).toEqual([
      "/data/attributes/props/imagePosition",
    ]);
    const answers = z.object({ answers: z.record(z.string().min(1)) });
    expect(pointersOf(answers, { answers: { "Vraag 1": "", "e-mail": "", "a/b~c": "", ok: "ja" } })).toEqual([
      "/data/attributes/answers/Vraag 1",
      "/data/attributes/answers/e-mail",
      "/data/attributes/answers/a~1b~0c",
    ]);
  });
});
