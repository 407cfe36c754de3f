/**
 * The charts of `/analytics` (SPEC §2 'Volunteerly Analytics'; docs/decisions/0067-analytics-charts.md): what
 * `GET /api/v1/analytics/charts` answers, one `analytics_charts` resource with every series of the page. The
 * definitions of what counts where are in the ADR; the numbers are computed in SQL (api/services/analytics-charts.ts).
 */
import type { ApplicationStatus } from "./applications";
import type { OrganizationStatus, OrganizationType } from "./organizations";

/** The buckets of `time to answer`, in days: [0, 1), [1, 3), [3, 7), [7, 14), [14, ∞). */
export const ANSWER_TIME_BUCKETS = ["lt1", "d1to3", "d3to7", "d7to14", "gte14"] as const;
export type AnswerTimeBucket = (typeof ANSWER_TIME_BUCKETS)[number];

/** How many activity types and activities the top lists show. */
export const ANALYTICS_TOP = 10;

export interface NamedCount {
  id: number;
  nameNl: string;
  nameEn: string;
  count: number;
}

export interface AnalyticsChartsAttributes {
  from: string;
  to: string;
  interval: "week" | "month";
  /** The centres counted: ids, or `all`. */
  centerIds: number[] | "all";
  /** Headline figures of the period. */
  totals: { vacanciesPublished: number; applications: number; accepted: number; medianDaysToAnswer: number | null };
  /** Per bucket (contract/analytics.ts `bucketsOf`): its key and first/last day. */
  buckets: { key: string; from: string; to: string }[];
  /** Vacancies whose `published_at` falls in each bucket (same order as `buckets`). */
  vacanciesPublished: number[];
  /** Applications created in each bucket, split by their current status. */
  applications: Record<ApplicationStatus, number[]>;
  /** Current organisations (not deleted) by status and type. */
  organizations: { status: OrganizationStatus; type: OrganizationType; count: number }[];
  /** Top activity types: published vacancies in the period per activity type of their organisation's profile. */
  activityTypes: NamedCount[];
  /** Applications decided in the period, by days from application to decision, and the median in days. */
  answerTime: { buckets: Record<AnswerTimeBucket, number>; decided: number; medianDays: number | null };
  /** Volunteers and students by age group at the period's end year; `unknown`: no birth year given. */
  ageGroups: { groups: NamedCount[]; unknown: number };
  /** Top activities (vacancy type `activity`) by applications created in the period. */
  signUps: { id: number; title: string; count: number }[];
}
