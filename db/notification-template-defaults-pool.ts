/**
 * The default texts of the volunteer pool's mail (ADR 0063), nl and en, in the shape of
 * db/notification-template-defaults.ts (which spreads them into DEFAULT_TEMPLATES): an organisation replied to the
 * volunteer's profile. The mail names the organisation and the subject and links to the conversation; the reply's
 * text is read there (contact goes through conversations, PRODUCT.md).
 */
type Inline = string | { text: string; href: string };
interface PoolTemplate {
  name: string;
  subject: string;
  paragraphs: Inline[][];
}
type PoolKey = "profile_reply";

/** `label: https://…` with the address as its own link text (the plain text carries the whole address). */
const action = (label: string, placeholder: string): Inline[] => [`${label}: `, { text: placeholder, href: placeholder }];

export const POOL_TEMPLATES: Record<PoolKey, Record<"nl" | "en", PoolTemplate>> = {
  profile_reply: {
    nl: {
      name: "Reactie op je vrijwilligersprofiel",
      subject: "{{organization_name}} reageert op je vrijwilligersprofiel",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        [
          "{{organization_name}} zag je profiel in de vrijwilligerspool van {{center_name}} en stuurde je een bericht: '{{subject}}'.",
        ],
        action("Lees het bericht en antwoord", "{{conversation_link}}"),
        ["Wil je geen reacties meer? Zet je profiel op 'verborgen' bij je profielgegevens."],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "Reply to your volunteer profile",
      subject: "{{organization_name}} replied to your volunteer profile",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        [
          "{{organization_name}} saw your profile in the volunteer pool of {{center_name}} and sent you a message: '{{subject}}'.",
        ],
        action("Read the message and reply", "{{conversation_link}}"),
        ["No more replies wanted? Set your profile to 'hidden' in your profile settings."],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
};
