import { readFileSync } from "node:fs";
import { and, desc, eq, sql } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_TEMPLATE_KEY_LIST, type NotificationTemplateKey } from "../../contract/notification-templates";
import { defaultTemplateRows } from "../../db/notification-template-defaults";
import { mailOutbox, notificationTemplates, users } from "../../db/schema";
import { type RecordedMail, resendHandlers } from "../../mocks/resend";
import { templateRowsSql } from "../../scripts/template-rows-sql";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { createApi } from "../app";
import { renderTemplate } from "../services/notification-mails";
import { resendMailer } from "./resend";

const server = setupServer();
let h: ApiHarness;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createApiHarness();
});
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await h?.dispose();
});

const brand = { centerName: "Vrijwilligerscentrale <Test>", primaryColor: "#0f766e", logoUrl: "https://example.org/logo.svg" };

/** An account template's default row, as the seed and the migration store it. */
function defaultRow(key: NotificationTemplateKey, locale: "nl" | "en") {
  const row = defaultTemplateRows("oldebroek", 1).find((r) => r.key === key && r.locale === locale);
  if (!row) throw new Error(`no default ${key} ${locale}`);
  return row;
}

describe("account mails are notification templates", () => {
  it.each([
    ["nl", "account_confirmation", "confirm_link", "Bevestig je e-mailadres"],
    ["en", "account_confirmation", "confirm_link", "Confirm your e-mail address"],
    ["nl", "account_reset_password", "reset_link", "Nieuw wachtwoord instellen"],
    ["en", "account_reset_password", "reset_link", "Set a new password"],
    ["nl", "account_invitation", "invitation_link", "Je bent uitgenodigd"],
    ["en", "account_invitation", "invitation_link", "You have been invited"],
    ["nl", "account_sign_up_attempt", "recover_link", "Aanmelding met je e-mailadres"],
  ] as const)("%s %s: subject, brand, link in HTML and text", (locale, key, linkName, subject) => {
    const link = "https://oldebroek.example.org/x?token=a&b=1";
    const mail = renderTemplate(defaultRow(key, locale), locale, brand, {
      recipient_name: "Vera",
      center_name: brand.centerName,
      [linkName]: link,
    });
    expect(mail.subject).toContain(subject);
    expect(mail.subject).toContain(brand.centerName);
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain("#0f766e");
    expect(mail.html).toContain('src="https://example.org/logo.svg"');
    expect(mail.html).toContain("Vrijwilligerscentrale &#60;Test&#62;"); // escaped (the frame)
    expect(mail.html).toContain('href="https://oldebroek.example.org/x?token=a&amp;b=1"');
    // The plain text carries the whole link after its label, the first address in the text.
    expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(link);
    expect(mail.text).toContain("Vera");
  });

  it("the migration gives centres seeded before the new templates' default texts, as the generator writes them", () => {
    const migration = readFileSync(new URL("../../db/migrations/0019_mail_templates_and_outbox.sql", import.meta.url), "utf8");
    const keys = NOTIFICATION_TEMPLATE_KEY_LIST.filter((k) => /^(account_|organization_|form_invitation|contact_form)/.test(k));
    expect(keys).toHaveLength(10);
    expect(migration).toContain(templateRowsSql(keys));
  });
});

describe("an inactive template sends nothing", () => {
  it("a reset asked for while the centre's reset template is off writes no mail; on again, it does", async () => {
    const address = "mentor@oldebroek.example.org";
    const toggle = (active: boolean) =>
      h.db
        .update(notificationTemplates)
        .set({ active })
        .where(and(eq(notificationTemplates.volunteerCenterId, 1), eq(notificationTemplates.key, "account_reset_password")));
    const resets = async () =>
      (
        await h.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, address), eq(mailOutbox.kind, "reset_password")))
      ).length;
    const before = await resets();
    await toggle(false);
    const ask = () =>
      h.call("/auth/password", {
        method: "POST",
        headers: { "CF-Connecting-IP": "192.0.2.77" },
        body: { email: address, redirect_url: "http://oldebroek.localhost:8787/auth/reset" },
      });
    expect((await ask()).status).toBe(200);
    expect(await resets()).toBe(before);
    await toggle(true);
    expect((await ask()).status).toBe(200);
    expect(await resets()).toBe(before + 1);
  });
});

describe("a token mail and its token in one batch (ADR 0059)", () => {
  it("a reset whose outbox row cannot be written changes no token; once it can, token and mail are written together", async () => {
    const address = "content_manager@oldebroek.example.org";
    const tokenHash = async () =>
      (await h.db.select({ hash: users.resetPasswordTokenHash }).from(users).where(eq(users.email, address)))[0]?.hash;
    const rows = async () => (await h.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).length;
    const ask = () =>
      h.call("/auth/password", {
        method: "POST",
        headers: { "CF-Connecting-IP": "192.0.2.78" },
        body: { email: address, redirect_url: "http://oldebroek.localhost:8787/auth/reset" },
      });
    const before = { hash: await tokenHash(), rows: await rows() };
    // The outbox refuses this address's rows (a stand-in for a write that fails inside the batch).
    await h.db.run(
      sql.raw(`create trigger outbox_down before insert on mail_outbox when new."to" = '${address}'
        begin select raise(abort, 'outbox down'); end`),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await ask()).status).toBe(500);
    expect({ hash: await tokenHash(), rows: await rows() }).toEqual(before);
    await h.db.run(sql.raw("drop trigger outbox_down"));
    vi.restoreAllMocks();
    expect((await ask()).status).toBe(200);
    expect(await tokenHash()).not.toBe(before.hash);
    expect(await rows()).toBe(before.rows + 1);
  });
});

describe("Resend adapter (wire format)", () => {
  it("posts the mail as Resend's JSON with the API key", async () => {
    const sent: RecordedMail[] = [];
    server.use(...resendHandlers(sent));
    await resendMailer({ apiKey: "re_test_key", from: "Centrale <noreply@example.org>", replyTo: "info@example.org" }).send({
      tenantId: "oldebroek",
      to: "vera@example.org",
      subject: "Onderwerp",
      html: "<p>Hoi</p>",
      text: "Hoi",
      kind: "confirmation",
      idempotencyKey: "mail_outbox/oldebroek/7/2026-01-01T00:00:00.000Z",
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get("authorization")).toBe("Bearer re_test_key");
    // Every try of one outbox row carries its key: Resend delivers a retry of a mail it took only once (ADR 0059).
    expect(sent[0].headers.get("idempotency-key")).toBe("mail_outbox/oldebroek/7/2026-01-01T00:00:00.000Z");
    expect(sent[0].headers.get("content-type")).toBe("application/json");
    expect(sent[0].body).toEqual({
      from: "Centrale <noreply@example.org>",
      to: ["vera@example.org"],
      subject: "Onderwerp",
      html: "<p>Hoi</p>",
      text: "Hoi",
      reply_to: "info@example.org",
      tags: [
        { name: "kind", value: "confirmation" },
        { name: "tenant", value: "oldebroek" },
      ],
    });
  });

  it("carries a mail's own headers (the periodic mail's List-Unsubscribe, ADR 0066)", async () => {
    const sent: RecordedMail[] = [];
    server.use(...resendHandlers(sent));
    const headers = {
      "List-Unsubscribe": "<https://x.example/afmelden?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    await resendMailer({ apiKey: "re_test_key", from: "Centrale <noreply@example.org>" }).send({
      tenantId: "oldebroek",
      to: "vera@example.org",
      subject: "Nieuw",
      html: "<p>Hoi</p>",
      text: "Hoi",
      kind: "digest",
      headers,
    });
    expect(sent[0].body.headers).toEqual(headers);
  });

  it("throws on an error answer", async () => {
    server.use(...resendHandlers([], { status: 500 }));
    await expect(
      resendMailer({ apiKey: "k", from: "f@example.org" }).send({
        tenantId: "oldebroek",
        to: "x@example.org",
        subject: "s",
        html: "h",
        text: "t",
        kind: "invitation",
      }),
    ).rejects.toThrow(/Resend answered 500/);
  });
});

describe("sending from a request", () => {
  const env = () => ({
    ...h.env,
    MAIL_PROVIDER: "resend",
    RESEND_API_KEY: "re_live",
    MAIL_FROM: "Centrale <noreply@example.org>",
  });

  async function requestReset(email: string) {
    const pending: Promise<unknown>[] = [];
    const ctx = {
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext;
    const response = await createApi().fetch(
      new Request("http://api.test/auth/password", {
        method: "POST",
        headers: { "X-Tenant": "oldebroek", "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.1" },
        body: JSON.stringify({ email, redirect_url: "http://oldebroek.localhost:8787/auth/reset" }),
      }),
      env(),
      ctx,
    );
    await Promise.all(pending);
    return { response, pending };
  }

  it("sends through the provider after the response (waitUntil), in the user's language and centre brand", async () => {
    const sent: RecordedMail[] = [];
    server.use(...resendHandlers(sent));
    const { response, pending } = await requestReset("mentor@oldebroek.example.org");
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.to).toEqual(["mentor@oldebroek.example.org"]);
    expect(sent[0].body.subject).toBe("Nieuw wachtwoord instellen voor Vrijwilligerscentrale Oldebroek");
    expect(sent[0].body.html).toMatch(/src="http:\/\/oldebroek\.localhost:8787\/demo\/[^"]+\.svg"/);
  });

  it("answers the request normally when the provider fails, logs it and keeps the mail in the outbox for a retry", async () => {
    server.use(...resendHandlers([], { status: 500 }));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response } = await requestReset("student@oldebroek.example.org");
    expect(response.status).toBe(200);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("mail not delivered"));
    log.mockRestore();
    const [row] = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "student@oldebroek.example.org"))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(row).toMatchObject({ kind: "reset_password", status: "pending", attempts: 1 });
  });
});
