/**
 * The default texts of the one-on-one / neighbour-help mails (ADR 0024), nl and en, in the shape of
 * db/notification-template-defaults.ts (which spreads them into DEFAULT_TEMPLATES). The match mails carry the other
 * party's contact details: they are the only place where a resident's address reaches a volunteer.
 */
type Inline = string | { text: string; href: string };
interface HelpTemplate {
  name: string;
  subject: string;
  paragraphs: Inline[][];
}
type HelpKey = "help_request_received" | "help_request_rejected" | "help_match_volunteer" | "help_match_resident";

export const HELP_TEMPLATES: Record<HelpKey, Record<"nl" | "en", HelpTemplate>> = {
  help_request_received: {
    nl: {
      name: "Hulpvraag ontvangen",
      subject: "We hebben je hulpvraag ontvangen: {{request_title}}",
      paragraphs: [
        ["Hallo {{resident_name}},"],
        [
          "Bedankt voor je hulpvraag '{{request_title}}'. Een medewerker van {{center_name}} bekijkt hem eerst. Daarna zetten we hem op de website, zonder je naam, adres of telefoonnummer: alleen je woonplaats en buurt zijn te zien.",
        ],
        [
          "Meldt zich een vrijwilliger en vinden wij het een goede match, dan krijgen jullie allebei een e-mail met elkaars gegevens.",
        ],
        ["Bekijk de ", { text: "openstaande hulpvragen", href: "{{help_link}}" }, "."],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "Request for help received",
      subject: "We received your request for help: {{request_title}}",
      paragraphs: [
        ["Hello {{resident_name}},"],
        [
          "Thank you for your request '{{request_title}}'. Someone at {{center_name}} looks at it first. Then we put it on the website without your name, address or phone number: only your town and neighbourhood are shown.",
        ],
        ["When a volunteer offers to help and we think it is a good match, you both get an e-mail with each other's details."],
        ["See the ", { text: "open requests for help", href: "{{help_link}}" }, "."],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
  help_request_rejected: {
    nl: {
      name: "Hulpvraag niet geplaatst",
      subject: "Je hulpvraag '{{request_title}}' is niet geplaatst",
      paragraphs: [
        ["Hallo {{resident_name}},"],
        ["We hebben je hulpvraag '{{request_title}}' bekeken en hebben besloten hem niet te plaatsen. De reden:"],
        ["{{reason}}"],
        ["Heb je vragen? Neem gerust contact op met {{center_name}}."],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "Request for help not published",
      subject: "Your request for help '{{request_title}}' was not published",
      paragraphs: [
        ["Hello {{resident_name}},"],
        ["We looked at your request for help '{{request_title}}' and decided not to publish it. The reason:"],
        ["{{reason}}"],
        ["Any questions? Feel free to contact {{center_name}}."],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
  help_match_volunteer: {
    nl: {
      name: "Match: gegevens van de hulpvrager",
      subject: "Je gaat helpen: {{request_title}}",
      paragraphs: [
        ["Hallo {{volunteer_name}},"],
        [
          "Fijn dat je wilt helpen! {{center_name}} heeft je aanbod voor '{{request_title}}' ({{request_when}}) geaccepteerd. Dit zijn de gegevens van {{resident_name}}:",
        ],
        ["Naam: {{resident_name}}"],
        ["Adres: {{resident_address}}"],
        ["Telefoon: {{resident_phone}}"],
        ["E-mail: {{resident_email}}"],
        ["Neem zelf contact op om een afspraak te maken. Deze gegevens zijn alleen voor deze hulpvraag: deel ze niet verder."],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "Match: the resident's details",
      subject: "You are going to help: {{request_title}}",
      paragraphs: [
        ["Hello {{volunteer_name}},"],
        [
          "Thank you for helping! {{center_name}} accepted your offer for '{{request_title}}' ({{request_when}}). These are the details of {{resident_name}}:",
        ],
        ["Name: {{resident_name}}"],
        ["Address: {{resident_address}}"],
        ["Phone: {{resident_phone}}"],
        ["E-mail: {{resident_email}}"],
        ["Please get in touch to make an appointment. These details are for this request only: do not pass them on."],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
  help_match_resident: {
    nl: {
      name: "Match: gegevens van de vrijwilliger",
      subject: "Er is iemand die je helpt: {{request_title}}",
      paragraphs: [
        ["Hallo {{resident_name}},"],
        [
          "Goed nieuws: {{volunteer_name}} wil je helpen met '{{request_title}}' ({{request_when}}). {{center_name}} heeft jullie aan elkaar gekoppeld. De gegevens van je vrijwilliger:",
        ],
        ["Naam: {{volunteer_name}}"],
        ["Telefoon: {{volunteer_phone}}"],
        ["E-mail: {{volunteer_email}}"],
        [
          "{{volunteer_name}} heeft jouw gegevens ook gekregen en neemt contact met je op. Je hulpvraag staat niet meer op de website.",
        ],
        ["Hartelijke groet,"],
        ["{{center_name}}"],
      ],
    },
    en: {
      name: "Match: the volunteer's details",
      subject: "Someone is going to help you: {{request_title}}",
      paragraphs: [
        ["Hello {{resident_name}},"],
        [
          "Good news: {{volunteer_name}} wants to help you with '{{request_title}}' ({{request_when}}). {{center_name}} matched you. Your volunteer's details:",
        ],
        ["Name: {{volunteer_name}}"],
        ["Phone: {{volunteer_phone}}"],
        ["E-mail: {{volunteer_email}}"],
        ["{{volunteer_name}} received your details too and will get in touch. Your request is no longer on the website."],
        ["Kind regards,"],
        ["{{center_name}}"],
      ],
    },
  },
};
