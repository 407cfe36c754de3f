/**
 * Confirmation, password-reset and invitation mails in nl or en, in the centre's brand (name, primary colour,
 * logo). HTML (inline styles: mail clients ignore <style> and CSS variables) plus a plain-text part.
 */
import type { MailKind } from "../../db/schema";

export type MailLocale = "nl" | "en";

export interface Brand {
  centerName: string;
  /** `#rrggbb`. */
  primaryColor: string;
  logoUrl: string | null;
}

export interface MailContent {
  recipientName: string;
  /** The action link (confirm, reset, accept invitation). */
  link: string;
}

interface Copy {
  subject: (b: Brand) => string;
  greeting: (name: string) => string;
  intro: (b: Brand) => string;
  button: string;
  outro: string;
}

/** The account mails' kinds (organisation mails: api/mail/organization-mails.ts). */
export type AccountMailKind = Extract<MailKind, "confirmation" | "reset_password" | "invitation" | "sign_up_attempt">;

const COPY: Record<MailLocale, Record<AccountMailKind, Copy>> = {
  nl: {
    confirmation: {
      subject: (b) => `Bevestig je e-mailadres bij ${b.centerName}`,
      greeting: (n) => `Hallo ${n},`,
      intro: (b) => `Welkom bij ${b.centerName}! Bevestig je e-mailadres om je account te activeren.`,
      button: "E-mailadres bevestigen",
      outro: "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.",
    },
    reset_password: {
      subject: (b) => `Nieuw wachtwoord instellen voor ${b.centerName}`,
      greeting: (n) => `Hallo ${n},`,
      intro: () => "Er is gevraagd om je wachtwoord opnieuw in te stellen. Kies via de knop een nieuw wachtwoord.",
      button: "Nieuw wachtwoord kiezen",
      outro: "Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.",
    },
    invitation: {
      subject: (b) => `Je bent uitgenodigd voor ${b.centerName}`,
      greeting: (n) => `Hallo ${n},`,
      intro: (b) => `Er is een account voor je aangemaakt bij ${b.centerName}. Kies een wachtwoord om het te gebruiken.`,
      button: "Uitnodiging accepteren",
      outro: "Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren.",
    },
    sign_up_attempt: {
      subject: (b) => `Aanmelding met je e-mailadres bij ${b.centerName}`,
      greeting: (n) => `Hallo ${n},`,
      intro: (b) =>
        `Iemand probeerde zich bij ${b.centerName} aan te melden met je e-mailadres, maar je hebt hier al een account. Log in met je wachtwoord, of stel via de knop een nieuw wachtwoord in als je het kwijt bent.`,
      button: "Wachtwoord vergeten",
      outro: "Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd aan je account.",
    },
  },
  en: {
    confirmation: {
      subject: (b) => `Confirm your e-mail address at ${b.centerName}`,
      greeting: (n) => `Hello ${n},`,
      intro: (b) => `Welcome to ${b.centerName}! Please confirm your e-mail address to activate your account.`,
      button: "Confirm e-mail address",
      outro: "Didn't create an account? You can ignore this e-mail.",
    },
    reset_password: {
      subject: (b) => `Set a new password for ${b.centerName}`,
      greeting: (n) => `Hello ${n},`,
      intro: () => "Someone asked to reset your password. Use the button to choose a new one.",
      button: "Choose a new password",
      outro: "Didn't ask for this? You can ignore this e-mail; your password stays the same.",
    },
    invitation: {
      subject: (b) => `You have been invited to ${b.centerName}`,
      greeting: (n) => `Hello ${n},`,
      intro: (b) => `An account has been created for you at ${b.centerName}. Choose a password to start using it.`,
      button: "Accept invitation",
      outro: "Not expecting this invitation? You can ignore this e-mail.",
    },
    sign_up_attempt: {
      subject: (b) => `Sign-up with your e-mail address at ${b.centerName}`,
      greeting: (n) => `Hello ${n},`,
      intro: (b) =>
        `Someone tried to sign up at ${b.centerName} with your e-mail address, but you already have an account here. Sign in with your password, or use the button to set a new one if you have lost it.`,
      button: "Forgot password",
      outro: "Wasn't this you? You can ignore this e-mail; nothing about your account has changed.",
    },
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;

export function renderMail(kind: AccountMailKind, locale: MailLocale, brand: Brand, content: MailContent) {
  const copy = COPY[locale][kind];
  return renderLayout(locale, brand, {
    subject: copy.subject(brand),
    greeting: copy.greeting(content.recipientName),
    paragraphs: [copy.intro(brand)],
    button: copy.button,
    link: content.link,
    outro: copy.outro,
  });
}

/** What a branded mail says: a greeting, paragraphs, one button with its link (also printed), a closing line. */
export interface MailBody {
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
  outro: string;
}

/** The one layout of every mail: the centre's logo (or name) and colour, HTML with inline styles plus plain text. */
export function renderLayout(locale: MailLocale, brand: Brand, body: MailBody) {
  const color = brandColor(brand);
  const e = escapeHtml;
  const inner = `<p>${e(body.greeting)}</p>
${body.paragraphs.map((p) => `<p>${e(p)}</p>`).join("\n")}
<p style="margin:32px 0"><a href="${e(body.link)}" style="background:${color};color:#ffffff;padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block">${e(body.button)}</a></p>
<p style="font-size:13px;color:#6b7280;word-break:break-all">${e(body.link)}</p>
<p style="font-size:13px;color:#6b7280">${e(body.outro)}</p>`;
  const text = [
    body.greeting,
    "",
    ...body.paragraphs.flatMap((p) => [p, ""]),
    `${body.button}: ${body.link}`,
    "",
    body.outro,
  ].join("\n");
  return renderFrame(locale, brand, body.subject, inner, text);
}

/** The brand's primary colour when it is a plain `#rrggbb`, else the default indigo. */
export function brandColor(brand: Brand): string {
  return SAFE_COLOR.test(brand.primaryColor) ? brand.primaryColor : "#4f46e5";
}

/**
 * The frame around every mail's content: the centre's logo (or name) on a bar of its colour, the content, the
 * centre's name at the foot; the plain-text part gets the same foot. `innerHtml` must be safe HTML already.
 */
export function renderFrame(locale: MailLocale, brand: Brand, subject: string, innerHtml: string, innerText: string) {
  const color = brandColor(brand);
  const e = escapeHtml;
  const logo =
    brand.logoUrl?.startsWith("https://") || brand.logoUrl?.startsWith("http://")
      ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.centerName)}" height="48" style="height:48px;max-width:240px">`
      : `<strong style="font-size:20px;color:${color}">${e(brand.centerName)}</strong>`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-top:4px solid ${color}">
<tr><td style="padding:24px">${logo}</td></tr>
<tr><td style="padding:0 24px 24px;font-size:16px;line-height:1.5">
${innerHtml}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${e(brand.centerName)}</td></tr>
</table></body></html>`;
  const text = [innerText, "", "—", brand.centerName].join("\n");
  return { subject, html, text };
}
