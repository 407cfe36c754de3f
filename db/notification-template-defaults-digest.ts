/**
 * The default texts of the periodic mail (ADR 0066), nl and en, in the shape of db/notification-template-defaults.ts
 * (which spreads them into DEFAULT_TEMPLATES). Each list (`{{profile_vacancies}}`, `{{search_vacancies}}`,
 * `{{staff_items}}`) is a paragraph of its own that becomes a bulleted list of links; the heading before it is an
 * optional section (`{{?name}}`), shown only when its list has items.
 */
type Inline = string | { text: string; href: string };
interface MailTemplate {
  name: string;
  subject: string;
  paragraphs: Inline[][];
}

export const DIGEST_TEMPLATES: Record<"digest", Record<"nl" | "en", MailTemplate>> = {
  digest: {
    nl: {
      name: "Periodieke mail met nieuwe vacatures",
      subject: "Nieuw bij {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        ["Dit is nieuw bij {{center_name}} sinds je vorige periodieke mail."],
        ["{{?profile_vacancies}}Passend bij je vrijwilligersprofiel:"],
        ["{{profile_vacancies}}"],
        ["{{?search_vacancies}}Bij je bewaarde zoekopdrachten:"],
        ["{{search_vacancies}}"],
        ["{{?staff_items}}Voor jouw organisatie of centrale:"],
        ["{{staff_items}}"],
        ["Dagen en zoekopdrachten wijzigen: ", { text: "{{settings_link}}", href: "{{settings_link}}" }],
        ["Geen periodieke mail meer? Afmelden: ", { text: "{{unsubscribe_link}}", href: "{{unsubscribe_link}}" }],
      ],
    },
    en: {
      name: "Periodic e-mail with new vacancies",
      subject: "New at {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        ["This is new at {{center_name}} since your previous periodic e-mail."],
        ["{{?profile_vacancies}}Matching your volunteer profile:"],
        ["{{profile_vacancies}}"],
        ["{{?search_vacancies}}For your saved searches:"],
        ["{{search_vacancies}}"],
        ["{{?staff_items}}For your organisation or centre:"],
        ["{{staff_items}}"],
        ["Change days and searches: ", { text: "{{settings_link}}", href: "{{settings_link}}" }],
        ["No more periodic e-mail? Unsubscribe: ", { text: "{{unsubscribe_link}}", href: "{{unsubscribe_link}}" }],
      ],
    },
  },
};
