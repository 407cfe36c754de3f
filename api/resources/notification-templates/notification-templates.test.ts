/**
 * /api/v1/notification_templates (ADR 0060): who may read and edit (signed out, a volunteer, an organisation
 * superuser, a centre superuser of another centre or tenant → 401/403/404, guards before bodies), the save's rules
 * (422 with pointers: required fields, an unknown placeholder named, a script node or `javascript:` link refused),
 * the version read (parallel saves: one wins, the other 409), reset to default, and the preview in the centre's brand.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TEMPLATES } from "../../../db/notification-template-defaults";
import { notificationTemplates, volunteerCenters } from "../../../db/schema";
import { type ApiHarness, createApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

const CENTER = "center_superuser@oldebroek.example.org";
const ADMIN = "admin@oldebroek.example.org";
const VOLUNTEER = "volunteer@oldebroek.example.org";
const ORG_SUPERUSER = "organization_superuser@oldebroek.example.org";
const ROERMOND_CENTER = "center_superuser@roermond.example.org";

let h: ApiHarness;
let centerId: number;
let otherCentreId: number;
beforeAll(async () => {
  h = await createApiHarness();
  const [centre] = await h.db.select().from(volunteerCenters).where(eq(volunteerCenters.tenantId, "oldebroek")).limit(1);
  centerId = centre!.id;
  // A second centre of the same tenant, with one template of its own.
  const [other] = await h.db
    .insert(volunteerCenters)
    .values({ tenantId: "oldebroek", name: "Tweede centrum", slug: "tweede-centrum" })
    .returning();
  otherCentreId = other!.id;
  await h.db.insert(notificationTemplates).values({
    tenantId: "oldebroek",
    volunteerCenterId: otherCentreId,
    key: "application_accepted",
    locale: "nl",
    name: "Geaccepteerd (tweede)",
    subject: "Welkom",
    body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Hoi" }] }] },
  });
});
afterAll(() => h?.dispose());

async function templateId(key: string, locale: "nl" | "en", tenant = "oldebroek", centre?: number) {
  const rows = await h.db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.tenantId, tenant),
        eq(notificationTemplates.key, key),
        eq(notificationTemplates.locale, locale),
        ...(centre ? [eq(notificationTemplates.volunteerCenterId, centre)] : []),
      ),
    );
  return rows[0]!;
}

const doc = (...paragraphs: unknown[][]) => ({
  type: "doc",
  content: paragraphs.map((content) => ({ type: "paragraph", content })),
});
const text = (t: string) => ({ type: "text", text: t });

async function patch(id: number, attributes: Record<string, unknown>, email = CENTER, tenant = "oldebroek") {
  return h.json(`/api/v1/notification_templates/${id}`, {
    method: "PATCH",
    tenant,
    headers: email ? await as(h, email) : {},
    body: { data: { type: "notification_templates", id: String(id), attributes } },
  });
}

const pointers = (body: { errors: Array<{ source?: { pointer?: string }; code: string; meta?: { message?: string } }> }) =>
  body.errors.map((e) => [e.source?.pointer, e.code, e.meta?.message]);

describe("who may read and edit", () => {
  it("lists the centre's templates, both languages, with their placeholders and group, for its centre superuser", async () => {
    const res = await h.json("/api/v1/notification_templates", { headers: await as(h, CENTER) });
    expect(res.status).toBe(200);
    const rows = res.body.data as Array<{ attributes: Record<string, unknown> }>;
    expect(rows.every((r) => r.attributes.volunteer_center_id === centerId)).toBe(true);
    const accepted = rows.filter((r) => r.attributes.key === "application_accepted").map((r) => r.attributes.locale);
    expect(accepted.sort()).toEqual(["en", "nl"]);
    const one = rows.find((r) => r.attributes.key === "application_accepted")!.attributes;
    expect(one.placeholders).toContain("applicant_name");
    expect(one.group).toBe("applications");
    expect(one.lock_version).toBe(0);
    // tiptap JSON crosses untouched.
    expect((one.body as { type: string }).type).toBe("doc");
  });

  it("answers 401 signed out, 403 to a volunteer and an organisation superuser, before reading any body", async () => {
    const id = (await templateId("application_accepted", "nl", "oldebroek", centerId)).id;
    expect((await h.json("/api/v1/notification_templates")).status).toBe(401);
    expect((await h.json(`/api/v1/notification_templates/${id}`)).status).toBe(401);
    for (const email of [VOLUNTEER, ORG_SUPERUSER]) {
      const headers = await as(h, email);
      expect((await h.json("/api/v1/notification_templates", { headers })).status).toBe(403);
      expect((await h.json(`/api/v1/notification_templates/${id}`, { headers })).status).toBe(403);
      // A broken body does not turn the 403 into a 422.
      expect((await patch(id, { subject: "" }, email)).status).toBe(403);
      expect((await h.json(`/api/v1/notification_templates/${id}/reset`, { method: "POST", headers })).status).toBe(403);
    }
    expect((await patch(id, { subject: "" }, "")).status).toBe(401);
  });

  it("answers 404 for another tenant's template and for another centre's to a centre superuser; an admin reaches both centres", async () => {
    const roermond = await templateId("application_accepted", "nl", "roermond");
    const other = await templateId("application_accepted", "nl", "oldebroek", otherCentreId);
    const headers = await as(h, CENTER);
    expect((await h.json(`/api/v1/notification_templates/${roermond.id}`, { headers })).status).toBe(404);
    expect((await h.json(`/api/v1/notification_templates/${other.id}`, { headers })).status).toBe(404);
    expect((await patch(other.id, { subject: "" })).status).toBe(404);
    const roermondStaff = await as(h, ROERMOND_CENTER);
    const own = await templateId("application_accepted", "nl", "oldebroek", centerId);
    expect(
      (await h.json(`/api/v1/notification_templates/${own.id}`, { tenant: "roermond", headers: roermondStaff })).status,
    ).toBe(404);
    // The centre superuser cannot list another centre by the admin's filter.
    const filtered = await h.json(`/api/v1/notification_templates?filter[volunteer_center_id]=${otherCentreId}`, { headers });
    expect(filtered.status).toBe(403);
    const admin = await as(h, ADMIN);
    expect((await h.json(`/api/v1/notification_templates/${other.id}`, { headers: admin })).status).toBe(200);
    const list = await h.json(`/api/v1/notification_templates?filter[volunteer_center_id]=${otherCentreId}`, { headers: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { id: string }) => Number(r.id))).toEqual([other.id]);
  });
});

describe("PATCH: the rules of a save", () => {
  it("saves name, subject, body and active; the version moves on", async () => {
    const row = await templateId("application_rejected", "nl", "oldebroek", centerId);
    const body = doc([
      text("Beste {{applicant_name}}, helaas. "),
      { ...text("Bekijk"), marks: [{ type: "link", attrs: { href: "{{vacancy_link}}" } }] },
    ]);
    const res = await patch(row.id, {
      name: "Afgewezen",
      subject: "Over {{vacancy_title}}",
      body,
      active: false,
      lock_version: 0,
    });
    expect(res.status).toBe(200);
    const a = res.body.data.attributes;
    expect([a.name, a.subject, a.active, a.lock_version]).toEqual(["Afgewezen", "Over {{vacancy_title}}", false, 1]);
    // The placeholder link is kept as typed (it is filled at send time).
    expect(JSON.stringify(a.body)).toContain('"href":"{{vacancy_link}}"');
  });

  it("takes the Markdown of the editor's textarea (no JavaScript), placeholder links and escaped underscores included", async () => {
    const row = await templateId("application_rejected", "en", "oldebroek", centerId);
    const markdown = "Hello {{applicant\\_name}},\n\n[See the vacancy]({{vacancy\\_link}}) at {{organization\\_name}}.";
    const res = await patch(row.id, { body: markdown, lock_version: 0 });
    expect(res.status).toBe(200);
    const json = JSON.stringify(res.body.data.attributes.body);
    expect(json).toContain("Hello {{applicant_name}},");
    expect(json).toContain('"href":"{{vacancy_link}}"');
  });

  it("refuses an empty name, an empty or too long subject with pointers", async () => {
    const row = await templateId("application_accepted", "en", "oldebroek", centerId);
    const res = await patch(row.id, { name: " ", subject: "x".repeat(201), lock_version: 0 });
    expect(res.status).toBe(422);
    expect(
      pointers(res.body)
        .map((p) => p[0])
        .sort(),
    ).toEqual(["/data/attributes/name", "/data/attributes/subject"]);
    const empty = await patch(row.id, { subject: "", lock_version: 0 });
    expect(pointers(empty.body)).toEqual([["/data/attributes/subject", "too_small", "validation:required"]]);
  });

  it("refuses an unknown placeholder in the subject, the text, a link target and a section marker, naming each", async () => {
    const row = await templateId("application_accepted", "nl", "oldebroek", centerId);
    const body = doc(
      [text("Hallo {{volunter_name}}")],
      [{ ...text("link"), marks: [{ type: "link", attrs: { href: "https://example.org/{{secret_token}}" } }] }],
      [text("{{?resident_phone}}Bel ons")],
    );
    const res = await patch(row.id, { subject: "Hoi {{volunteer.first_name}}", body, lock_version: 0 });
    expect(res.status).toBe(422);
    expect(pointers(res.body)).toEqual([
      [
        "/data/attributes/subject",
        "unknown_placeholder",
        'notification-templates:errors.unknownPlaceholder|{"name":"{{volunteer.first_name}}"}',
      ],
      [
        "/data/attributes/body",
        "unknown_placeholder",
        'notification-templates:errors.unknownPlaceholder|{"name":"{{volunter_name}}"}',
      ],
      [
        "/data/attributes/body",
        "unknown_placeholder",
        'notification-templates:errors.unknownPlaceholder|{"name":"{{secret_token}}"}',
      ],
      [
        "/data/attributes/body",
        "unknown_placeholder",
        'notification-templates:errors.unknownPlaceholder|{"name":"{{resident_phone}}"}',
      ],
    ]);
    // Nothing was saved.
    expect((await templateId("application_accepted", "nl", "oldebroek", centerId)).lockVersion).toBe(0);
  });

  it("refuses a script node and a javascript: link (JSON and Markdown) instead of storing them", async () => {
    const row = await templateId("application_accepted", "nl", "oldebroek", centerId);
    const script = await patch(row.id, {
      body: { type: "doc", content: [{ type: "script", content: [text("alert(1)")] }] },
      lock_version: 0,
    });
    expect(script.status).toBe(422);
    expect(pointers(script.body)[0]?.slice(0, 2)).toEqual(["/data/attributes/body", "unsupported_content"]);
    const link = await patch(row.id, {
      body: doc([{ ...text("klik"), marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] }]),
      lock_version: 0,
    });
    expect(link.status).toBe(422);
    expect(pointers(link.body)[0]?.slice(0, 2)).toEqual(["/data/attributes/body", "unsafe_link"]);
    const markdown = await patch(row.id, { body: "[klik](javascript:alert(1))", lock_version: 0 });
    expect(markdown.status).toBe(422);
    expect(pointers(markdown.body)[0]?.slice(0, 2)).toEqual(["/data/attributes/body", "unsafe_link"]);
    const placeholderScheme = await patch(row.id, { body: "[klik](javascript:{{vacancy_link}})", lock_version: 0 });
    expect(placeholderScheme.status).toBe(422);
    // Markdown's literal `<script>` is text, escaped when the mail is rendered.
    const literal = await patch(row.id, { body: "Hallo <script>alert(1)</script>", lock_version: 0 });
    expect(literal.status).toBe(200);
    const preview = await h.json(`/api/v1/notification_templates/${row.id}/preview`, {
      method: "POST",
      headers: await as(h, CENTER),
      body: { data: { type: "notification_templates", attributes: {} } },
    });
    expect(preview.body.data.attributes.html).not.toContain("<script>");
    expect(preview.body.data.attributes.html).toContain("&lt;script&gt;");
  });

  it("two saves at the same version at once: one wins, the other is 409 stale and changed nothing", async () => {
    const row = await templateId("vacancy_expiring", "nl", "oldebroek", centerId);
    const [a, b] = await Promise.all([
      patch(row.id, { subject: "Eerste {{vacancy_title}}", lock_version: row.lockVersion }),
      patch(row.id, { subject: "Tweede {{vacancy_title}}", lock_version: row.lockVersion }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.errors[0]).toMatchObject({ code: "stale", source: { pointer: "/data/attributes/lock_version" } });
    const saved = await templateId("vacancy_expiring", "nl", "oldebroek", centerId);
    expect(saved.lockVersion).toBe(row.lockVersion + 1);
    expect(saved.subject).toBe((a.status === 200 ? a : b).body.data.attributes.subject);
  });
});

describe("reset and preview", () => {
  it("reset restores the default text of the key and language (the active switch stays)", async () => {
    const row = await templateId("application_rejected", "nl", "oldebroek", centerId);
    const res = await h.json(`/api/v1/notification_templates/${row.id}/reset`, { method: "POST", headers: await as(h, CENTER) });
    expect(res.status).toBe(200);
    const a = res.body.data.attributes;
    expect(a.subject).toBe(DEFAULT_TEMPLATES.application_rejected.nl.subject);
    expect(a.name).toBe(DEFAULT_TEMPLATES.application_rejected.nl.name);
    expect(a.active).toBe(false);
    expect(a.lock_version).toBe(row.lockVersion + 1);
  });

  it("previews unsaved values with sample data in the centre's brand; an unknown placeholder is refused there too", async () => {
    const row = await templateId("application_accepted", "nl", "oldebroek", centerId);
    const headers = await as(h, CENTER);
    const res = await h.json(`/api/v1/notification_templates/${row.id}/preview`, {
      method: "POST",
      headers,
      body: {
        data: {
          type: "notification_templates",
          attributes: {
            subject: "Welkom {{applicant_name}}",
            body: doc([text("Tot snel bij {{organization_name}}, {{center_name}}")]),
          },
        },
      },
    });
    expect(res.status).toBe(200);
    const [centre] = await h.db.select().from(volunteerCenters).where(eq(volunteerCenters.id, centerId));
    const p = res.body.data.attributes;
    expect(p.subject).toBe("Welkom Sanne de Vries");
    expect(p.text).toContain("Tot snel bij Stichting De Moestuin");
    expect(p.html).toContain("Tot snel bij Stichting De Moestuin");
    expect(p.html).toContain("<html");
    expect(p.text).toContain(centre!.name);
    const typo = await h.json(`/api/v1/notification_templates/${row.id}/preview`, {
      method: "POST",
      headers,
      body: { data: { type: "notification_templates", attributes: { subject: "{{volunter_name}}" } } },
    });
    expect(typo.status).toBe(422);
    expect(pointers(typo.body)[0]?.[0]).toBe("/data/attributes/subject");
  });
});
