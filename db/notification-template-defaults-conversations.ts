/**
 * The default texts of the conversation mails (ADR 0064), nl and en, in the shape of db/notification-template-defaults.ts
 * (which spreads them into DEFAULT_TEMPLATES). The mail says a message waits and links to the thread; at most one per
 * thread and side an hour is sent, so it speaks of "a new message" and shows the one that triggered it.
 */
type Inline = string | { text: string; href: string };
interface ConversationTemplate {
  name: string;
  subject: string;
  paragraphs: Inline[][];
}

export const CONVERSATION_TEMPLATES: Record<"conversation_message", Record<"nl" | "en", ConversationTemplate>> = {
  conversation_message: {
    nl: {
      name: "Nieuw bericht in een gesprek",
      subject: "Nieuw bericht van {{sender_name}}: {{subject}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        ["{{sender_name}} stuurde je een bericht over '{{subject}}':"],
        ["{{excerpt}}"],
        ["Lees en beantwoord het bericht: ", { text: "{{conversation_link}}", href: "{{conversation_link}}" }],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "New message in a conversation",
      subject: "New message from {{sender_name}}: {{subject}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        ["{{sender_name}} sent you a message about '{{subject}}':"],
        ["{{excerpt}}"],
        ["Read and reply: ", { text: "{{conversation_link}}", href: "{{conversation_link}}" }],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
};
