import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type RecordedMail, resendHandlers } from "../../mocks/resend";
import { type ApiHarness, createApiHarness } from "../../tests/setup/api";
import { createApi } from "../app";
import { resendMailer } from "./resend";
import { renderMail } from "./templates";

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

describe("templates", () => {
  it.each([
    ["nl", "confirmation", "Bevestig je e-mailadres"],
    ["en", "confirmation", "Confirm your e-mail address"],
    ["nl", "reset_password", "Nieuw wachtwoord instellen"],
    ["en", "reset_password", "Set a new password"],
    ["nl", "invitation", "Je bent uitgenodigd"],
    ["en", "invitation", "You have been invited"],
  ] as const)("%s %s: subject, brand, link in HTML and text", (locale, kind, subject) => {
    const mail = renderMail(kind, locale, brand, { recipientName: "Vera", link: "https://oldebroek.example.org/x?token=a&b=1" });
    expect(mail.subject).toContain(subject);
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(mail.html).toContain("#0f766e");
    expect(mail.html).toContain('src="https://example.org/logo.svg"');
    expect(mail.html).toContain("Vrijwilligerscentrale &#60;Test&#62;"); // escaped
    expect(mail.html).toContain('href="https://oldebroek.example.org/x?token=a&#38;b=1"');
    expect(mail.text).toContain("https://oldebroek.example.org/x?token=a&b=1");
    expect(mail.text).toContain("Vera");
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
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].headers.get("authorization")).toBe("Bearer re_test_key");
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

  it("answers the request normally when the provider fails, and logs it", async () => {
    server.use(...resendHandlers([], { status: 500 }));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { response } = await requestReset("student@oldebroek.example.org");
    expect(response.status).toBe(200);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("mail not sent"));
    log.mockRestore();
  });
});
