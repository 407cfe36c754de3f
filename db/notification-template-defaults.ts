/**
 * The default texts of the notification templates (contract/notification-templates.ts), in nl and en: a subject and
 * a body as tiptap JSON paragraphs with `{{placeholders}}` in their text and in their links' hrefs; a paragraph
 * with `{{?name}}` is an optional section, left out when `name` is empty (api/services/notification-mails.ts). The
 * seed writes
 * them per centre (`defaultTemplateRows`); the API renders mails from the stored rows only (a centre edits its
 * copies later), so these are the starting point, never a fallback at send time.
 */
import type { NotificationTemplateKey } from "../contract/notification-templates";
import { ACCOUNT_AND_ORGANIZATION_TEMPLATES } from "./notification-template-defaults-accounts";
import { activityReminderTemplates } from "./notification-template-defaults-activities";
import { CONVERSATION_TEMPLATES } from "./notification-template-defaults-conversations";
import { DIGEST_TEMPLATES } from "./notification-template-defaults-digest";
import { HELP_TEMPLATES } from "./notification-template-defaults-help";
import { POOL_TEMPLATES } from "./notification-template-defaults-pool";

type Locale = "nl" | "en";
type Inline = string | { text: string; href: string } | typeof BR;
type InlineNode =
  | { type: "text"; text: string; marks?: Array<{ type: "link"; attrs: { href: string } }> }
  | { type: "hardBreak" };

/** A line break inside a paragraph (tiptap's `hardBreak`). */
const BR = Symbol("hardBreak");

export interface TiptapDoc {
  type: "doc";
  content: Array<{ type: "paragraph"; content?: InlineNode[] }>;
}

interface DefaultTemplate {
  name: string;
  subject: string;
  paragraphs: Inline[][];
}

const link = (text: string, href: string): Inline => ({ text, href });

/** Paragraphs of text and links → a tiptap document. */
export function paragraphsDoc(paragraphs: Inline[][]): TiptapDoc {
  return {
    type: "doc",
    content: paragraphs.map((parts) => ({
      type: "paragraph",
      content: parts.map((part): InlineNode => {
        if (part === BR) return { type: "hardBreak" };
        if (typeof part === "string") return { type: "text", text: part };
        return { type: "text", text: part.text, marks: [{ type: "link", attrs: { href: part.href } }] };
      }),
    })),
  };
}

export const DEFAULT_TEMPLATES: Record<NotificationTemplateKey, Record<Locale, DefaultTemplate>> = {
  application_confirmation: {
    nl: {
      name: "Bevestiging van een aanmelding",
      subject: "Je aanmelding voor {{vacancy_title}} is binnen",
      paragraphs: [
        ["Hallo {{applicant_name}},"],
        [
          "Leuk dat je je hebt aangemeld voor ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          " bij {{organization_name}}! We hebben je aanmelding goed ontvangen en hebben die doorgestuurd naar de organisatie.",
        ],
        ["{{?place}}Waar: {{place}}"],
        ["{{?ical_link}}Zet de datum in je agenda: ", link("agendabestand (.ics)", "{{ical_link}}"), "."],
        ["{{organization_name}} neemt zo snel mogelijk contact met je op. Tot die tijd hoef je niets te doen."],
        ["Kun je toch niet meedoen? ", link("Trek je aanmelding in", "{{withdraw_link}}"), "."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Application confirmation",
      subject: "We received your application for {{vacancy_title}}",
      paragraphs: [
        ["Hello {{applicant_name}},"],
        [
          "Thank you for applying for ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          " at {{organization_name}}! We received your application and passed it on to the organisation.",
        ],
        ["{{?place}}Where: {{place}}"],
        ["{{?ical_link}}Add the date to your calendar: ", link("calendar file (.ics)", "{{ical_link}}"), "."],
        ["{{organization_name}} will contact you as soon as possible. Until then there is nothing you need to do."],
        ["Can't take part after all? ", link("Withdraw your application", "{{withdraw_link}}"), "."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_waitlisted: {
    nl: {
      name: "Aanmelding op de wachtlijst",
      subject: "Je staat op de wachtlijst voor {{vacancy_title}}",
      paragraphs: [
        ["Hallo {{applicant_name}},"],
        [
          "Bedankt voor je aanmelding voor {{vacancy_title}} bij {{organization_name}}. Alle plekken zijn op dit moment bezet, dus we hebben je op de wachtlijst gezet: je staat op plek {{waitlist_position}}.",
        ],
        ["{{?place}}Waar: {{place}}"],
        ["{{?ical_link}}Zet de datum in je agenda: ", link("agendabestand (.ics)", "{{ical_link}}"), "."],
        ["Komt er een plek vrij, dan schuif je vanzelf door en krijg je meteen bericht van ons."],
        ["Wil je niet meer wachten? ", link("Trek je aanmelding in", "{{withdraw_link}}"), "."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Application on the waitlist",
      subject: "You are on the waitlist for {{vacancy_title}}",
      paragraphs: [
        ["Hello {{applicant_name}},"],
        [
          "Thank you for applying for {{vacancy_title}} at {{organization_name}}. All places are taken right now, so we put you on the waitlist: you are number {{waitlist_position}}.",
        ],
        ["{{?place}}Where: {{place}}"],
        ["{{?ical_link}}Add the date to your calendar: ", link("calendar file (.ics)", "{{ical_link}}"), "."],
        ["When a place comes free you move up automatically and we let you know straight away."],
        ["Rather not wait? ", link("Withdraw your application", "{{withdraw_link}}"), "."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_received: {
    nl: {
      name: "Nieuwe aanmelding (aan de organisatie)",
      subject: "Nieuwe aanmelding voor {{vacancy_title}}",
      paragraphs: [
        ["Hallo,"],
        ["{{applicant_name}} heeft zich aangemeld voor {{vacancy_title}}."],
        ["{{?message}}Het bericht bij de aanmelding:", BR, "{{message}}"],
        [link("Bekijk de aanmelding", "{{application_link}}"), " en laat de vrijwilliger weten of het doorgaat."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "New application (to the organisation)",
      subject: "New application for {{vacancy_title}}",
      paragraphs: [
        ["Hello,"],
        ["{{applicant_name}} applied for {{vacancy_title}}."],
        ["{{?message}}The message with the application:", BR, "{{message}}"],
        [link("View the application", "{{application_link}}"), " and let the volunteer know whether it goes ahead."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_accepted: {
    nl: {
      name: "Aanmelding geaccepteerd",
      subject: "Goed nieuws: je kunt aan de slag bij {{organization_name}}",
      paragraphs: [
        ["Hallo {{applicant_name}},"],
        [
          "{{organization_name}} heeft je aanmelding voor ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          " geaccepteerd. Fijn dat je komt helpen!",
        ],
        ["{{?place}}Waar: {{place}}"],
        ["{{?ical_link}}Zet de datum in je agenda: ", link("agendabestand (.ics)", "{{ical_link}}"), "."],
        ["De organisatie neemt contact met je op om de eerste afspraken te maken."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Application accepted",
      subject: "Good news: {{organization_name}} accepted your application",
      paragraphs: [
        ["Hello {{applicant_name}},"],
        [
          "{{organization_name}} accepted your application for ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          ". Thank you for helping out!",
        ],
        ["{{?place}}Where: {{place}}"],
        ["{{?ical_link}}Add the date to your calendar: ", link("calendar file (.ics)", "{{ical_link}}"), "."],
        ["The organisation will contact you to make the first arrangements."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_rejected: {
    nl: {
      name: "Aanmelding afgewezen",
      subject: "Je aanmelding voor {{vacancy_title}}",
      paragraphs: [
        ["Hallo {{applicant_name}},"],
        ["Bedankt voor je aanmelding voor {{vacancy_title}} bij {{organization_name}}. Helaas gaat het deze keer niet door."],
        [
          "Laat je niet ontmoedigen: er zijn nog veel meer plekken waar je hulp welkom is. Kijk gerust verder bij {{center_name}}.",
        ],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Application declined",
      subject: "Your application for {{vacancy_title}}",
      paragraphs: [
        ["Hello {{applicant_name}},"],
        ["Thank you for applying for {{vacancy_title}} at {{organization_name}}. Unfortunately it will not go ahead this time."],
        ["Don't let it put you off: there are many more places where your help is welcome. Have a look around {{center_name}}."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_repeated: {
    nl: {
      name: "Opnieuw gereageerd met je e-mailadres",
      subject: "Er is opnieuw gereageerd op {{vacancy_title}} met je e-mailadres",
      paragraphs: [
        ["Hallo,"],
        [
          "Zojuist is er op ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          " van {{organization_name}} gereageerd met dit e-mailadres. Je had daar al op gereageerd: je reactie staat nog en er is niets nieuws verstuurd.",
        ],
        ["Was jij dat? Dan hoef je niets te doen. Was jij het niet? Dan kun je deze e-mail negeren."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Applied again with your e-mail address",
      subject: "Someone applied to {{vacancy_title}} again with your e-mail address",
      paragraphs: [
        ["Hello,"],
        [
          "Someone just applied to ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          " of {{organization_name}} with this e-mail address. You had already applied there: your application stands and nothing new was sent.",
        ],
        ["Was that you? Then there is nothing to do. Wasn't it you? Then you can ignore this e-mail."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_promoted: {
    nl: {
      name: "Van de wachtlijst doorgeschoven",
      subject: "Er is een plek vrijgekomen bij {{vacancy_title}}",
      paragraphs: [
        ["Hallo {{applicant_name}},"],
        [
          "Goed nieuws: er is een plek vrijgekomen bij ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          ". Je bent van de wachtlijst doorgeschoven en je aanmelding ligt nu bij {{organization_name}}.",
        ],
        ["{{?place}}Waar: {{place}}"],
        ["{{?ical_link}}Zet de datum in je agenda: ", link("agendabestand (.ics)", "{{ical_link}}"), "."],
        ["Kun je toch niet meer? ", link("Trek je aanmelding in", "{{withdraw_link}}"), ", dan gaat de plek naar de volgende."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Moved up from the waitlist",
      subject: "A place came free for {{vacancy_title}}",
      paragraphs: [
        ["Hello {{applicant_name}},"],
        [
          "Good news: a place came free for ",
          link("{{vacancy_title}}", "{{vacancy_link}}"),
          ". You moved up from the waitlist and your application is now with {{organization_name}}.",
        ],
        ["{{?place}}Where: {{place}}"],
        ["{{?ical_link}}Add the date to your calendar: ", link("calendar file (.ics)", "{{ical_link}}"), "."],
        [
          "Can't make it any more? ",
          link("Withdraw your application", "{{withdraw_link}}"),
          " so the place goes to the next person.",
        ],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  application_withdrawn: {
    nl: {
      name: "Aanmelding ingetrokken (aan de organisatie)",
      subject: "{{applicant_name}} heeft de aanmelding voor {{vacancy_title}} ingetrokken",
      paragraphs: [
        ["Hallo,"],
        ["{{applicant_name}} heeft de aanmelding voor {{vacancy_title}} bij {{organization_name}} ingetrokken."],
        [
          link("Bekijk de aanmelding", "{{application_link}}"),
          ". Had de vrijwilliger een plek, dan schuift de eerste op de wachtlijst vanzelf door.",
        ],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Application withdrawn (to the organisation)",
      subject: "{{applicant_name}} withdrew the application for {{vacancy_title}}",
      paragraphs: [
        ["Hello,"],
        ["{{applicant_name}} withdrew the application for {{vacancy_title}} at {{organization_name}}."],
        [
          link("View the application", "{{application_link}}"),
          ". If the volunteer had a place, the first person on the waitlist moves up automatically.",
        ],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  vacancy_expiring: {
    nl: {
      name: "Vacature verloopt over een week",
      subject: "Je vacature {{vacancy_title}} verloopt op {{expires_at}}",
      paragraphs: [
        ["Hallo,"],
        [
          "De vacature {{vacancy_title}} van {{organization_name}} staat nog tot en met {{expires_at}} online. Daarna is hij niet meer te vinden.",
        ],
        ["Zoek je nog vrijwilligers? ", link("Verleng de vacature", "{{edit_link}}"), " door een nieuwe einddatum te kiezen."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Vacancy expires in a week",
      subject: "Your vacancy {{vacancy_title}} expires on {{expires_at}}",
      paragraphs: [
        ["Hello,"],
        [
          "The vacancy {{vacancy_title}} of {{organization_name}} stays online until {{expires_at}}. After that nobody can find it.",
        ],
        ["Still looking for volunteers? ", link("Extend the vacancy", "{{edit_link}}"), " by choosing a new end date."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  vacancy_expired: {
    nl: {
      name: "Vacature verlopen",
      subject: "Je vacature {{vacancy_title}} is verlopen",
      paragraphs: [
        ["Hallo,"],
        ["De vacature {{vacancy_title}} van {{organization_name}} is verlopen en staat niet meer online."],
        [
          "Wil je hem opnieuw plaatsen? ",
          link("Open de vacature", "{{edit_link}}"),
          ", kies een nieuwe einddatum en publiceer hem weer.",
        ],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: "Vacancy expired",
      subject: "Your vacancy {{vacancy_title}} has expired",
      paragraphs: [
        ["Hello,"],
        ["The vacancy {{vacancy_title}} of {{organization_name}} has expired and is no longer online."],
        ["Want to post it again? ", link("Open the vacancy", "{{edit_link}}"), ", choose a new end date and publish it again."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  },
  ...HELP_TEMPLATES,
  ...activityReminderTemplates(link, BR),
  ...ACCOUNT_AND_ORGANIZATION_TEMPLATES,
  ...POOL_TEMPLATES,
  ...CONVERSATION_TEMPLATES,
  ...DIGEST_TEMPLATES,
};

/**
 * One centre's template rows (every key, nl and en, active) for `db.insert(notificationTemplates).values(…)`. D1 binds
 * at most 100 parameters a statement and a row takes 8: insert at most 12 rows a statement (or one each in a batch).
 */
export function defaultTemplateRows(tenantId: string, centerId: number) {
  return (Object.keys(DEFAULT_TEMPLATES) as NotificationTemplateKey[]).flatMap((key) =>
    (["nl", "en"] as const).map((locale) => {
      const t = DEFAULT_TEMPLATES[key][locale];
      return {
        tenantId,
        volunteerCenterId: centerId,
        key,
        locale,
        name: t.name,
        subject: t.subject,
        body: paragraphsDoc(t.paragraphs),
        active: true,
      };
    }),
  );
}
