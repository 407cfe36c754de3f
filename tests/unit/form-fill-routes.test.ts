/**
 * Filling in a form as Remix drives it (ADR 0061): `/forms/{token}` — a refused link is a page that says why, a step
 * form moves on only with its step's answers, a question revealed by a post without JavaScript is shown before it is
 * required, a sent form thanks once (also when its single-use link is now used) and is stored whole — and a form in a
 * page's BuilderForm block is sent on the page itself, with the page's id.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as pageAction, loader as pageLoader } from "../../app/routes/($slug)";
import { action, loader } from "../../app/routes/forms.($token)";
import { contentBlocks, formSubmissions, forms, formTokens, pages } from "../../db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/d1";
import { createRouteHarness, type RouteHarness } from "../../tests/setup/load-context";

/** A personal link's stored hash, as the API keeps it (SHA-256, hex). */
const hashToken = async (token: string) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

let database: TestDatabase;
let route: RouteHarness;
let form: typeof forms.$inferSelect;
let ids: number[];
beforeAll(async () => {
  database = await createTestDatabase();
  route = createRouteHarness(database);
  [form] = (await database.db.select().from(forms).where(eq(forms.publicToken, "demo-1-open-dag"))) as [typeof form];
  const { formQuestions } = await import("../../db/schema");
  ids = (await database.db.select().from(formQuestions).where(eq(formQuestions.formId, form.id)))
    .map((q) => q.id)
    .sort((a, b) => a - b);
});
afterAll(() => database?.dispose());

type Loaded = Awaited<ReturnType<typeof loader>>;
/** A loader's data, also when answered with a status (`data(…, { status })`). */
const dataOf = (loaded: Loaded) =>
  ("data" in loaded && "init" in loaded ? loaded.data : loaded) as {
    form: { title: string } | null;
    refusal: string | null;
    sent: boolean;
  };
const statusOf = (loaded: Loaded) => ("init" in loaded ? (loaded.init as { status?: number } | null)?.status : 200);
type State = { step: number; answers: Record<string, string>; reply: { error?: Record<string, string[]> } };

// The seed's questions in order: name, e-mail, phone, part of day (choice), section, transport (checkbox), address
// (only with transport), date, remarks (long), privacy (must be ticked).
const q = (index: number) => `q${ids[index]}`;
const firstStep = () => ({ [q(0)]: "Anna de Vries", [q(1)]: "anna@example.org", [q(2)]: "+31 6 12345678", [q(3)]: "middag" });

describe("/forms/{token}", () => {
  it("an unknown link, no link, and a link of another tenant are pages that say so", async () => {
    for (const [path, token] of [
      ["/forms/nope-nope", "nope-nope"],
      ["/forms/demo-2-open-dag", "demo-2-open-dag"], // roermond's form, asked on oldebroek's site
      ["/forms/%3Cscript%3E", "<script>"],
    ] as const) {
      const loaded = await route.load(loader, path, { params: { token } });
      expect(dataOf(loaded)).toMatchObject({ form: null, refusal: "unknown" });
      expect(statusOf(loaded)).toBe(404);
    }
    expect(dataOf(await route.load(loader, "/forms", { params: {} })).refusal).toBe("none");
  });

  it("next needs the step's answers; the answers and the step travel with every post", async () => {
    const params = { token: "demo-1-open-dag" };
    const empty = (await route.post(action, "/forms/demo-1-open-dag", { params, form: { intent: "next", step: "0" } }))
      .answer as State;
    expect(empty.step).toBe(0);
    expect(empty.reply.error).toMatchObject({ [q(0)]: ["validation:required"], [q(3)]: ["validation:required"] });
    const bad = (
      await route.post(action, "/forms/demo-1-open-dag", {
        params,
        form: { intent: "next", step: "0", ...firstStep(), [q(1)]: "geen-adres", [q(2)]: "12" },
      })
    ).answer as State;
    expect(bad.reply.error).toEqual({ [q(1)]: ["validation:email"], [q(2)]: ["form-rules:answer.phone"] });
    const next = (
      await route.post(action, "/forms/demo-1-open-dag", { params, form: { intent: "next", step: "0", ...firstStep() } })
    ).answer as State;
    expect(next.step).toBe(1);
    expect(next.answers).toMatchObject({ [String(ids[0])]: "Anna de Vries" });
    const back = (
      await route.post(action, "/forms/demo-1-open-dag", { params, form: { intent: "back", step: "1", ...firstStep() } })
    ).answer as State;
    expect(back.step).toBe(0);
  });

  it("without JavaScript a question revealed by the post is shown first, then required; a sent form thanks once", async () => {
    const params = { token: "demo-1-open-dag" };
    const before = (await database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).length;
    // The page showed step 2 without the address (transport was not ticked when it was drawn).
    const shown = [0, 1, 2, 3, 4, 5, 7, 8, 9].map((i) => ids[i]).join(",");
    const post = { intent: "submit", step: "1", shown, ...firstStep(), [q(5)]: "on", [q(9)]: "on" };
    const revealed = (await route.post(action, "/forms/demo-1-open-dag", { params, form: post })).answer as State;
    expect(revealed.step).toBe(1);
    expect(revealed.reply.error ?? {}).toEqual({});
    const required = (
      await route.post(action, "/forms/demo-1-open-dag", { params, form: { ...post, shown: `${shown},${ids[6]}` } })
    ).answer as State;
    expect(required.reply.error).toEqual({ [q(6)]: ["validation:required"] });
    expect((await database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, form.id))).length).toBe(before);

    const sent = await route.post(action, "/forms/demo-1-open-dag", {
      params,
      form: { ...post, shown: `${shown},${ids[6]}`, [q(6)]: "Dorpsstraat 1", [q(7)]: "2026-12-12" },
    });
    expect(sent.response?.status).toBe(303);
    const [stored] = await database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, form.id))
      .orderBy(desc(formSubmissions.id))
      .limit(1);
    expect(stored?.answers).toMatchObject({
      [String(ids[5])]: true,
      [String(ids[6])]: "Dorpsstraat 1",
      [String(ids[7])]: "2026-12-12",
    });
    const thanked = await route.load(loader, "/forms/demo-1-open-dag", { params, cookie: sent.cookie });
    expect(dataOf(thanked).sent).toBe(true);
  });

  it("a personal single-use link fills the form once; then it is 'used' to others and the sender is thanked", async () => {
    await database.db.update(forms).set({ accessPermission: "token_holder" }).where(eq(forms.id, form.id));
    try {
      await database.db.insert(formTokens).values({
        tenantId: "oldebroek",
        formId: form.id,
        email: "gast@example.org",
        tokenHash: await hashToken("persoonlijke-link-1"),
        singleUse: true,
      });
      const params = { token: "persoonlijke-link-1" };
      const opened = await route.load(loader, "/forms/persoonlijke-link-1", { params });
      expect(dataOf(opened).form?.title).toBe(form.title);
      const shown = ids.join(",");
      const sent = await route.post(action, "/forms/persoonlijke-link-1", {
        params,
        form: { intent: "submit", step: "1", shown, ...firstStep(), [q(9)]: "on" },
      });
      expect(sent.response?.status).toBe(303);
      expect(dataOf(await route.load(loader, "/forms/persoonlijke-link-1", { params, cookie: sent.cookie })).sent).toBe(true);
      const again = await route.load(loader, "/forms/persoonlijke-link-1", { params });
      expect(dataOf(again)).toMatchObject({ form: null, refusal: "used" });
      expect(statusOf(again)).toBe(410);
    } finally {
      await database.db.update(forms).set({ accessPermission: "anonymous" }).where(eq(forms.id, form.id));
    }
  });
});

describe("a form in a page (BuilderForm)", () => {
  it("is sent on the page itself, stored with the page's id, and the block thanks once", async () => {
    const [page] = await database.db
      .insert(pages)
      .values({ tenantId: "oldebroek", volunteerCenterId: 1, title: "Open dag", slug: "open-dag-formulier", isPublished: true })
      .returning();
    const [block] = await database.db
      .insert(contentBlocks)
      .values({
        tenantId: "oldebroek",
        pageId: page!.id,
        blockType: "BuilderForm",
        position: 0,
        props: { formToken: "demo-1-open-dag" },
      })
      .returning();
    const params = { slug: "open-dag-formulier" };
    const loaded = await route.load(pageLoader, "/open-dag-formulier", { params });
    const prepared = loaded.blocks.find((b) => b.type === "BuilderForm");
    expect(prepared?.props).toMatchObject({ blockId: String(block!.id), form: { title: form.title } });

    // Another block's id, or none: not this page's form.
    await expect(
      route.post(pageAction, "/open-dag-formulier", { params, form: { block: "999999", intent: "submit" } }),
    ).rejects.toMatchObject({ init: { status: 404 } });

    const failed = (
      await route.post(pageAction, "/open-dag-formulier", {
        params,
        form: { block: String(block!.id), intent: "next", step: "0" },
      })
    ).answer as State & { block: string };
    expect(failed.block).toBe(String(block!.id));
    expect(failed.reply.error?.[q(0)]).toEqual(["validation:required"]);

    const sent = await route.post(pageAction, "/open-dag-formulier", {
      params,
      form: { block: String(block!.id), intent: "submit", step: "1", shown: ids.join(","), ...firstStep(), [q(9)]: "on" },
    });
    expect(sent.location).toBe(`/open-dag-formulier#form-${block!.id}`);
    const [stored] = await database.db.select().from(formSubmissions).orderBy(desc(formSubmissions.id)).limit(1);
    expect(stored).toMatchObject({ formId: form.id, pageId: page!.id });
    const thanked = await route.load(pageLoader, "/open-dag-formulier", { params, cookie: sent.cookie });
    expect(thanked.sentBlock).toBe(String(block!.id));
  });
});
