/**
 * The frame of every mail in the centre's brand (name, primary colour, logo): HTML with inline styles (mail clients
 * ignore <style> and CSS variables) plus a plain-text part. The content is a notification template's
 * (api/services/notification-mails.ts).
 */
import type { MailKind } from "../../db/schema";

export type MailLocale = "nl" | "en";

export interface Brand {
  centerName: string;
  /** `#rrggbb`. */
  primaryColor: string;
  logoUrl: string | null;
}

/** The account mails' kinds (organisation mails: api/mail/organization-mails.ts). */
export type AccountMailKind = Extract<MailKind, "confirmation" | "reset_password" | "invitation" | "sign_up_attempt">;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;

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
