/**
 * The default texts of the account mails, the organisation mails (ADR 0019), the form invitation and the contact
 * form, nl and en, in the shape of db/notification-template-defaults.ts (which spreads them into DEFAULT_TEMPLATES).
 * They were built in code before they were templates (api/mail/templates.ts, locales/<lang>/organization-api.json)
 * and keep those texts. A mail's link is written out in full after its label ("E-mailadres bevestigen: https://…"),
 * so the plain-text part reads as before and a reader without HTML sees the whole address.
 */
type Inline = string | { text: string; href: string };
interface MailTemplate {
  name: string;
  subject: string;
  paragraphs: Inline[][];
}
type Key =
  | "account_confirmation"
  | "account_reset_password"
  | "account_invitation"
  | "account_sign_up_attempt"
  | "organization_approved"
  | "organization_denied"
  | "organization_archived"
  | "organization_signup"
  | "form_invitation"
  | "contact_form";

/** `label: https://…` with the address as its own link text. */
const action = (label: string, placeholder: string): Inline[] => [`${label}: `, { text: placeholder, href: placeholder }];

export const ACCOUNT_AND_ORGANIZATION_TEMPLATES: Record<Key, Record<"nl" | "en", MailTemplate>> = {
  account_confirmation: {
    nl: {
      name: "Bevestiging van het e-mailadres (nieuw account)",
      subject: "Bevestig je e-mailadres bij {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        ["Welkom bij {{center_name}}! Bevestig je e-mailadres om je account te activeren."],
        action("E-mailadres bevestigen", "{{confirm_link}}"),
        ["Heb je geen account aangemaakt? Dan kun je deze e-mail negeren."],
      ],
    },
    en: {
      name: "Confirm the e-mail address (new account)",
      subject: "Confirm your e-mail address at {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        ["Welcome to {{center_name}}! Please confirm your e-mail address to activate your account."],
        action("Confirm e-mail address", "{{confirm_link}}"),
        ["Didn't create an account? You can ignore this e-mail."],
      ],
    },
  },
  account_reset_password: {
    nl: {
      name: "Nieuw wachtwoord instellen",
      subject: "Nieuw wachtwoord instellen voor {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        ["Er is gevraagd om je wachtwoord opnieuw in te stellen. Kies via de link een nieuw wachtwoord."],
        action("Nieuw wachtwoord kiezen", "{{reset_link}}"),
        ["Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde."],
      ],
    },
    en: {
      name: "Set a new password",
      subject: "Set a new password for {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        ["Someone asked to reset your password. Use the link to choose a new one."],
        action("Choose a new password", "{{reset_link}}"),
        ["Didn't ask for this? You can ignore this e-mail; your password stays the same."],
      ],
    },
  },
  account_invitation: {
    nl: {
      name: "Uitnodiging voor een account",
      subject: "Je bent uitgenodigd voor {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        ["Er is een account voor je aangemaakt bij {{center_name}}. Kies een wachtwoord om het te gebruiken."],
        action("Uitnodiging accepteren", "{{invitation_link}}"),
        ["Verwachtte je deze uitnodiging niet? Dan kun je deze e-mail negeren."],
      ],
    },
    en: {
      name: "Invitation to an account",
      subject: "You have been invited to {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        ["An account has been created for you at {{center_name}}. Choose a password to start using it."],
        action("Accept invitation", "{{invitation_link}}"),
        ["Not expecting this invitation? You can ignore this e-mail."],
      ],
    },
  },
  account_sign_up_attempt: {
    nl: {
      name: "Aanmelding met een bestaand e-mailadres",
      subject: "Aanmelding met je e-mailadres bij {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        [
          "Iemand probeerde zich bij {{center_name}} aan te melden met je e-mailadres, maar je hebt hier al een account. Log in met je wachtwoord, of stel via de link een nieuw wachtwoord in als je het kwijt bent.",
        ],
        action("Wachtwoord vergeten", "{{recover_link}}"),
        ["Was jij dit niet? Dan kun je deze e-mail negeren; er is niets veranderd aan je account."],
      ],
    },
    en: {
      name: "Sign-up with an existing e-mail address",
      subject: "Sign-up with your e-mail address at {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        [
          "Someone tried to sign up at {{center_name}} with your e-mail address, but you already have an account here. Sign in with your password, or use the link to set a new one if you have lost it.",
        ],
        action("Forgot password", "{{recover_link}}"),
        ["Wasn't this you? You can ignore this e-mail; nothing about your account has changed."],
      ],
    },
  },
  organization_approved: {
    nl: {
      name: "Organisatie goedgekeurd",
      subject: "{{organization_name}} is goedgekeurd bij {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        [
          "Goed nieuws: {{center_name}} heeft de aanmelding van {{organization_name}} goedgekeurd. Je kunt nu inloggen, de gegevens van je organisatie bijwerken en vacatures plaatsen.",
        ],
        action("Naar je organisatie", "{{organization_link}}"),
        ["Vragen? Neem contact op met {{center_name}}."],
      ],
    },
    en: {
      name: "Organisation approved",
      subject: "{{organization_name}} has been approved by {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        [
          "Good news: {{center_name}} has approved the registration of {{organization_name}}. You can now sign in, update your organisation's details and publish vacancies.",
        ],
        action("Go to your organisation", "{{organization_link}}"),
        ["Questions? Contact {{center_name}}."],
      ],
    },
  },
  organization_denied: {
    nl: {
      name: "Organisatie niet goedgekeurd",
      subject: "Je aanmelding van {{organization_name}} bij {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        ["{{center_name}} heeft de aanmelding van {{organization_name}} helaas niet goedgekeurd."],
        ["{{?reason}}Reden: {{reason}}"],
        action("Bekijk je organisatie", "{{organization_link}}"),
        ["Vragen? Neem contact op met {{center_name}}."],
      ],
    },
    en: {
      name: "Organisation not approved",
      subject: "Your registration of {{organization_name}} at {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        ["Unfortunately {{center_name}} has not approved the registration of {{organization_name}}."],
        ["{{?reason}}Reason: {{reason}}"],
        action("View your organisation", "{{organization_link}}"),
        ["Questions? Contact {{center_name}}."],
      ],
    },
  },
  organization_archived: {
    nl: {
      name: "Organisatie gearchiveerd",
      subject: "{{organization_name}} is gearchiveerd bij {{center_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        [
          "{{center_name}} heeft {{organization_name}} gearchiveerd. De organisatie staat niet meer op de website en op de sociale kaart.",
        ],
        action("Bekijk je organisatie", "{{organization_link}}"),
        ["Vragen? Neem contact op met {{center_name}}."],
      ],
    },
    en: {
      name: "Organisation archived",
      subject: "{{organization_name}} has been archived by {{center_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        [
          "{{center_name}} has archived {{organization_name}}. The organisation no longer appears on the website or the social map.",
        ],
        action("View your organisation", "{{organization_link}}"),
        ["Questions? Contact {{center_name}}."],
      ],
    },
  },
  organization_signup: {
    nl: {
      name: "Nieuwe aanmelding van een organisatie (aan de centrale)",
      subject: "Nieuwe aanmelding: {{organization_name}}",
      paragraphs: [
        ["Hallo {{recipient_name}},"],
        [
          "{{organization_name}} heeft zich aangemeld bij {{center_name}} en wacht op goedkeuring. Controleer de aanmelding aan de hand van de NOV-criteria.",
        ],
        action("Aanmeldingen beoordelen", "{{approve_link}}"),
      ],
    },
    en: {
      name: "New organisation registration (to the centre)",
      subject: "New registration: {{organization_name}}",
      paragraphs: [
        ["Hello {{recipient_name}},"],
        [
          "{{organization_name}} has registered with {{center_name}} and is waiting for approval. Please check it against the NOV criteria.",
        ],
        action("Review registrations", "{{approve_link}}"),
      ],
    },
  },
  form_invitation: {
    nl: {
      name: "Uitnodiging voor een formulier",
      subject: "Uitnodiging: {{form_title}}",
      paragraphs: [
        ["Hallo,"],
        [
          "{{center_name}} nodigt je uit om het formulier '{{form_title}}' in te vullen. De link is alleen voor jou ({{recipient_email}}).",
        ],
        action("Formulier invullen", "{{form_link}}"),
        ["{{?expires_at}}De link is geldig tot {{expires_at}}."],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "Invitation to a form",
      subject: "Invitation: {{form_title}}",
      paragraphs: [
        ["Hello,"],
        ["{{center_name}} invites you to fill in the form '{{form_title}}'. The link is for you only ({{recipient_email}})."],
        action("Fill in the form", "{{form_link}}"),
        ["{{?expires_at}}The link is valid until {{expires_at}}."],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
  contact_form: {
    nl: {
      name: "Bericht via het contactformulier (aan de centrale)",
      subject: "Contactformulier: {{subject}}",
      paragraphs: [
        ["Via het contactformulier van de website van {{center_name}} kwam dit bericht binnen."],
        ["Van: {{sender_name}} ({{sender_email}})"],
        ["Onderwerp: {{subject}}"],
        ["{{message}}"],
        ["Antwoord de afzender op {{sender_email}}."],
      ],
    },
    en: {
      name: "Message through the contact form (to the centre)",
      subject: "Contact form: {{subject}}",
      paragraphs: [
        ["This message came in through the contact form of the website of {{center_name}}."],
        ["From: {{sender_name}} ({{sender_email}})"],
        ["Subject: {{subject}}"],
        ["{{message}}"],
        ["Reply to the sender at {{sender_email}}."],
      ],
    },
  },
};
