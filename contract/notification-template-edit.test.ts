/**
 * The template body's path (ADR 0060): placeholder link targets survive normalisation and the no-JS textarea's
 * Markdown round trip; unknown placeholders are found in texts, link targets and section markers; unsafe content is
 * refused.
 */
import { describe, expect, it } from "vitest";
import {
  checkTemplateBody,
  templateDocNormalized,
  templateDocToMarkdown,
  templateGroupOf,
  templateHrefAllowed,
  unknownPlaceholders,
} from "./notification-template-edit";
import { normalizeRichText } from "./rich-text";

/** Shaped like the default texts (db/notification-template-defaults.ts): paragraphs, links to placeholders, a break. */
const link = (text: string, href: string) => ({ type: "text", text, marks: [{ type: "link", attrs: { href } }] });
const confirmation = {
  type: "doc",
  content: [
    { type: "paragraph", content: [{ type: "text", text: "Hallo {{applicant_name}}," }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Leuk dat je je hebt aangemeld voor " },
        link("{{vacancy_title}}", "{{vacancy_link}}"),
        { type: "text", text: "!" },
      ],
    },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "{{?ical_link}}Zet de datum in je agenda: " },
        link("agendabestand (.ics)", "{{ical_link}}"),
      ],
    },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Kun je toch niet? " },
        link("Trek je aanmelding in", "{{withdraw_link}}"),
        { type: "text", text: "." },
      ],
    },
    {
      type: "paragraph",
      content: [{ type: "text", text: "Groet," }, { type: "hardBreak" }, { type: "text", text: "{{center_name}}" }],
    },
  ],
};

describe("placeholder links", () => {
  it("the plain rich-text path drops a {{placeholder}} link; the template path keeps it", () => {
    expect(JSON.stringify(normalizeRichText(confirmation))).not.toContain("{{withdraw_link}}");
    expect(JSON.stringify(templateDocNormalized(confirmation))).toContain('"href":"{{withdraw_link}}"');
  });

  it("a default body goes to Markdown and back (the textarea without JavaScript) unchanged", () => {
    const markdown = templateDocToMarkdown(confirmation);
    expect(markdown).toContain("]({{withdraw_link}})");
    expect(checkTemplateBody(markdown)).toEqual(templateDocNormalized(confirmation));
  });

  it("allows placeholders where an address goes, never another scheme", () => {
    expect(templateHrefAllowed("{{vacancy_link}}")).toBe(true);
    expect(templateHrefAllowed("https://example.org/{{vacancy_title}}")).toBe(true);
    expect(templateHrefAllowed("javascript:{{vacancy_link}}")).toBe(false);
    expect(templateHrefAllowed("javascript:alert(1)")).toBe(false);
  });
});

describe("unknown placeholders", () => {
  it("finds typos, undeclared names and dotted names in subject, text, targets and section markers", () => {
    const body = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "{{?resident_phone}}Hoi {{applicant_name}} {{volunter_name}}" }] },
        {
          type: "paragraph",
          content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "{{secret_link}}" } }] }],
        },
      ],
    };
    expect(unknownPlaceholders("application_accepted", { subject: "{{volunteer.first_name}} {{vacancy_title}}", body })).toEqual([
      "volunteer.first_name",
      "resident_phone",
      "volunter_name",
      "secret_link",
    ]);
    expect(unknownPlaceholders("application_accepted", { subject: "{{ vacancy_title }}", body: confirmation })).toEqual([
      "withdraw_link",
    ]);
    expect(unknownPlaceholders("application_confirmation", { body: templateDocToMarkdown(confirmation) })).toEqual([]);
  });
});

it("groups keys by what they are about", () => {
  expect(
    [
      "application_accepted",
      "vacancy_expiring",
      "activity_reminder_day",
      "help_match_resident",
      "form_invitation",
      "contact_form",
      "organization_approved",
    ].map(templateGroupOf),
  ).toEqual(["applications", "vacancies", "activities", "help", "forms", "contact", "organizations"]);
});
