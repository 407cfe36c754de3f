/**
 * The default texts of the activity reminders (ADR 0022), nl and en; merged into DEFAULT_TEMPLATES by
 * db/notification-template-defaults.ts, which passes its paragraph helpers in (no import back: no cycle).
 */
type Inline<B> = string | { text: string; href: string } | B;
interface Template<B> {
  name: string;
  subject: string;
  paragraphs: Inline<B>[][];
}

export function activityReminderTemplates<B>(link: (text: string, href: string) => Inline<B>, BR: B) {
  const reminder = (nl: [string, string, string], en: [string, string, string]) => ({
    nl: {
      name: nl[0],
      subject: nl[1],
      paragraphs: [
        ["Hallo {{applicant_name}},"],
        [nl[2]],
        ["{{occurrence_date}}", BR, "{{occurrence_time}}"],
        ["{{?place}}Waar: {{place}}"],
        ["{{?ical_link}}Zet de datum in je agenda: ", link("agendabestand (.ics)", "{{ical_link}}"), "."],
        ["Alles over de activiteit lees je op ", link("de pagina van {{vacancy_title}}", "{{vacancy_link}}"), "."],
        ["Kun je toch niet? Laat het {{organization_name}} even weten, dan kan iemand anders je plek krijgen."],
        ["Hartelijke groet,", BR, "{{center_name}}"],
      ],
    },
    en: {
      name: en[0],
      subject: en[1],
      paragraphs: [
        ["Hello {{applicant_name}},"],
        [en[2]],
        ["{{occurrence_date}}", BR, "{{occurrence_time}}"],
        ["{{?place}}Where: {{place}}"],
        ["{{?ical_link}}Add the date to your calendar: ", link("calendar file (.ics)", "{{ical_link}}"), "."],
        ["Everything about the activity is on ", link("the page of {{vacancy_title}}", "{{vacancy_link}}"), "."],
        ["Can't make it after all? Let {{organization_name}} know, so someone else can have your place."],
        ["Kind regards,", BR, "{{center_name}}"],
      ],
    },
  });
  return {
    activity_reminder_week: reminder(
      [
        "Herinnering: activiteit over een week",
        "Over een week: {{vacancy_title}}",
        "Over een week doe je mee aan {{vacancy_title}} van {{organization_name}}. Zet het vast in je agenda.",
      ],
      [
        "Reminder: activity in a week",
        "In a week: {{vacancy_title}}",
        "In a week you take part in {{vacancy_title}} of {{organization_name}}. Put it in your calendar.",
      ],
    ),
    activity_reminder_day: reminder(
      [
        "Herinnering: de dag ervoor",
        "Bijna zover: {{vacancy_title}}",
        "Het is bijna zover: je doet mee aan {{vacancy_title}} van {{organization_name}}.",
      ],
      [
        "Reminder: the day before",
        "Coming up: {{vacancy_title}}",
        "It's almost time: you take part in {{vacancy_title}} of {{organization_name}}.",
      ],
    ),
  } satisfies Record<string, Record<"nl" | "en", Template<B>>>;
}
