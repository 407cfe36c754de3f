/**
 * Every notification kind reads in both languages (ADR 0065): a text per kind (and per status of a status change),
 * using only the params its producers store, so no text shows a raw `{{name}}` or a missing key.
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, NOTIFICATION_PARAMS, NOTIFIED_APPLICATION_STATUSES } from "../../../contract/notifications";
import en from "../../../locales/en/notifications.json";
import nl from "../../../locales/nl/notifications.json";
import { notificationText, safeNotificationLink } from "./notification-text";

const kinds: Record<string, Record<string, string>> = { nl: nl.kinds, en: en.kinds };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

describe("notification texts", () => {
  it.each(["nl", "en"])("%s: a text per kind and status, with only the kind's params", (lang) => {
    for (const kind of NOTIFICATION_KINDS) {
      const keys = [
        kind,
        ...(kind === "application_status_changed" ? NOTIFIED_APPLICATION_STATUSES.map((s) => `${kind}_${s}`) : []),
      ];
      for (const key of keys) {
        const text = kinds[lang]![key];
        expect(text, `${lang} ${key}`).toBeTruthy();
        for (const name of placeholders(text!)) expect(NOTIFICATION_PARAMS[kind], `${lang} ${key}`).toContain(name);
      }
    }
  });

  it("fills the params unescaped (React escapes), picks the status's text and writes the day in the reader's way", async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: "en", fallbackLng: "nl", resources: { nl: { notifications: nl }, en: { notifications: en } } });
    const t = instance.getFixedT("en");
    expect(
      notificationText(t, { kind: "application_received", params: { applicant: "Jan & <Piet>", vacancy: "Tuin" } }, "en"),
    ).toBe("Jan & <Piet> applied for ‘Tuin’.");
    expect(
      notificationText(
        t,
        { kind: "application_status_changed", params: { vacancy: "Tuin", organization: "Stichting", status: "rejected" } },
        "en",
      ),
    ).toBe("Your application for ‘Tuin’ at Stichting has been declined.");
    expect(notificationText(t, { kind: "vacancy_expiring", params: { vacancy: "Tuin", date: "2026-05-15" } }, "en")).toBe(
      "The vacancy ‘Tuin’ expires on 15 May 2026.",
    );
    const tNl = instance.getFixedT("nl");
    expect(notificationText(tNl, { kind: "vacancy_expiring", params: { vacancy: "Tuin", date: "2026-05-15" } }, "nl")).toBe(
      "De vacature ‘Tuin’ verloopt op 15 mei 2026.",
    );
  });

  it("opens only local paths", () => {
    expect(safeNotificationLink("/applications/3")).toBe("/applications/3");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "", null]) {
      expect(safeNotificationLink(bad)).toBe("/notificaties");
    }
  });
});
