/**
 * The `activity_occurrences` resource's attributes as the screens read them (issue 16, docs a-shared agreement;
 * contract/activities.ts owns the wire shape once it lands — this re-export keeps the screens' imports in one place).
 */
export interface OccurrenceAttributes {
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
  vacancyId: number | string;
  vacancyTitle: string;
  vacancyType: string;
  frequency: string | null;
  tags: string[];
  organizationId: number | string;
  organizationName: string;
  city: string | null;
  signupCount: number | null;
  waitlistCount: number | null;
}

/** One date of an activity as `GET /vacancies/{id}` answers it (ascending; past ones of the last 30 days flagged). */
export interface VacancyOccurrence {
  id: number | string;
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number | null;
  placesLeft: number | null;
  past: boolean;
}

/** The activity attributes a vacancy gains (null / [] for other types). */
export interface ActivityVacancyAttributes {
  frequency: "once" | "multi_day" | "regularly" | null;
  recurrence: {
    freq: "weekly" | "monthly";
    interval: number;
    weekdays?: number[];
    startDate: string;
    startTime: string;
    endTime: string;
    until: string;
    capacity?: number | null;
  } | null;
  waitlistEnabled: boolean | null;
  occurrences: VacancyOccurrence[];
}
