/**
 * The admin data viewer (SPEC §2 /admin/data-viewer, ADR 0071): read-only tables of the tenant's records. This
 * allow-list is the whole of what it can show: per table its key (the SQL table), its columns — name (the SQL
 * column, also the wire name), type, label key, personal or not, the filter operators it takes — and its default
 * sort. The API reads only these columns, always scoped to the tenant; a column that is not listed (password
 * hashes, token hashes, sessions, idempotency keys) cannot be asked for. The API, the CSV and the screen share it.
 */
import { LOCALES, SIGNUP_METHODS, USER_STATUSES } from "../config/accounts";
import { APPLICATION_STATUSES } from "./applications";
import { FORM_ACCESS_PERMISSIONS, FORM_STATUSES } from "./forms";
import { HELP_REQUEST_STATUSES } from "./help-requests";
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from "./organizations";
import { PAGE_TYPES } from "./pages";
import { VACANCY_STATUSES, VACANCY_TYPES } from "./vacancies";

export type ColumnType = "id" | "integer" | "text" | "enum" | "datetime" | "date" | "json";

/**
 * How a column is filtered, and the filter's key in the query (`filter[<key>]`):
 * - `eq`: `filter[status]=approved,pending` — one of the listed values (ids, whole numbers, enum values);
 * - `contains`: `filter[name.contains]=buurt` — the text holds it (case-insensitive for ASCII letters);
 * - `from` / `to`: `filter[created_at.from]=2026-01-01` — on or after / on or before that day (UTC days).
 */
export type FilterOperator = "eq" | "contains" | "from" | "to";
export const FILTER_OPERATORS: readonly FilterOperator[] = ["eq", "contains", "from", "to"];

export interface ViewerColumn {
  name: string;
  type: ColumnType;
  /** A key of the `data-viewer` namespace. */
  labelKey: string;
  /** Names, e-mail, phone, addresses of people, what they wrote: served only with `data_viewer.personal_data`. */
  personal: boolean;
  /** The operators this column may be filtered with; empty = not filterable. */
  filters: readonly FilterOperator[];
  /** An enum column's values. */
  values?: readonly string[];
}

export interface ViewerTable {
  /** The table's key in the URL and its SQL table. */
  key: string;
  labelKey: string;
  columns: readonly ViewerColumn[];
  defaultSort: { column: string; descending: boolean };
}

interface ColumnOptions {
  personal?: boolean;
  filters?: readonly FilterOperator[];
  values?: readonly string[];
}

const OPERATORS_BY_TYPE: Record<ColumnType, readonly FilterOperator[]> = {
  id: ["eq"],
  integer: ["eq"],
  enum: ["eq"],
  text: ["contains"],
  datetime: ["from", "to"],
  date: ["from", "to"],
  json: [],
};

/** A column; `filterable` gives it its type's operators (ids and enums: eq; text: contains; dates: from/to). */
function column(name: string, type: ColumnType, options: ColumnOptions & { filterable?: boolean } = {}): ViewerColumn {
  return {
    name,
    type,
    labelKey: `columns.${name}`,
    personal: options.personal ?? false,
    filters: options.filters ?? (options.filterable ? OPERATORS_BY_TYPE[type] : []),
    ...(options.values ? { values: options.values } : {}),
  };
}

const id = column("id", "id", { filterable: true });
const createdAt = column("created_at", "datetime", { filterable: true });
const centre = column("volunteer_center_id", "id", { filterable: true });
const personalText = (name: string, filterable = false) => column(name, "text", { personal: true, filterable });

const table = (key: string, columns: ViewerColumn[]): ViewerTable => ({
  key,
  labelKey: `tables.${key}`,
  columns,
  defaultSort: { column: "id", descending: true },
});

export const VIEWER_TABLES: readonly ViewerTable[] = [
  table("organizations", [
    id,
    centre,
    column("name", "text", { filterable: true }),
    column("type", "enum", { filterable: true, values: ORGANIZATION_TYPES }),
    column("status", "enum", { filterable: true, values: ORGANIZATION_STATUSES }),
    personalText("email", true),
    personalText("phone_number"),
    column("website", "text"),
    createdAt,
    column("deleted_at", "datetime"),
  ]),
  table("vacancies", [
    id,
    centre,
    column("organization_id", "id", { filterable: true }),
    column("title", "text", { filterable: true }),
    column("status", "enum", { filterable: true, values: VACANCY_STATUSES }),
    column("vacancy_type", "enum", { filterable: true, values: VACANCY_TYPES }),
    column("city", "text", { filterable: true }),
    column("municipality", "text", { filterable: true }),
    personalText("contact_person"),
    personalText("contact_email"),
    personalText("contact_phone"),
    column("published_at", "datetime", { filterable: true }),
    column("expires_at", "datetime"),
    createdAt,
    column("deleted_at", "datetime"),
  ]),
  table("applications", [
    id,
    centre,
    column("vacancy_id", "id", { filterable: true }),
    column("organization_id", "id", { filterable: true }),
    column("user_id", "id", { filterable: true }),
    personalText("first_name"),
    personalText("last_name", true),
    personalText("email", true),
    personalText("phone_number"),
    personalText("message"),
    column("status", "enum", { filterable: true, values: APPLICATION_STATUSES }),
    createdAt,
    column("decided_at", "datetime"),
    column("withdrawn_at", "datetime"),
  ]),
  table("users", [
    id,
    centre,
    personalText("email", true),
    personalText("first_name"),
    personalText("last_name", true),
    personalText("phone_number"),
    column("status", "enum", { filterable: true, values: USER_STATUSES }),
    column("signup_method", "enum", { filterable: true, values: SIGNUP_METHODS }),
    column("locale", "enum", { filterable: true, values: LOCALES }),
    column("confirmed_at", "datetime"),
    column("last_sign_in_at", "datetime", { filterable: true }),
    createdAt,
  ]),
  table("forms", [
    id,
    centre,
    column("organization_id", "id", { filterable: true }),
    column("title", "text", { filterable: true }),
    column("access_permission", "enum", { filterable: true, values: FORM_ACCESS_PERMISSIONS }),
    column("status", "enum", { filterable: true, values: FORM_STATUSES }),
    column("version", "integer"),
    createdAt,
    column("deleted_at", "datetime"),
  ]),
  table("form_submissions", [
    id,
    column("form_id", "id", { filterable: true }),
    column("form_version", "integer"),
    column("user_id", "id", { filterable: true }),
    column("answers", "json", { personal: true }),
    column("submitted_at", "datetime", { filterable: true }),
  ]),
  table("help_requests", [
    id,
    centre,
    personalText("name"),
    personalText("email", true),
    personalText("phone_number"),
    personalText("street"),
    personalText("house_number"),
    column("postal_code", "text", { personal: true }),
    column("city", "text", { filterable: true }),
    column("municipality", "text", { filterable: true }),
    column("title", "text", { filterable: true }),
    personalText("description"),
    column("status", "enum", { filterable: true, values: HELP_REQUEST_STATUSES }),
    column("vacancy_id", "id", { filterable: true }),
    createdAt,
    column("decided_at", "datetime"),
  ]),
  table("activity_occurrences", [
    id,
    column("vacancy_id", "id", { filterable: true }),
    column("starts_at", "datetime", { filterable: true }),
    column("ends_at", "datetime"),
    column("local_date", "date", { filterable: true }),
    column("capacity", "integer"),
    createdAt,
  ]),
  table("pages", [
    id,
    centre,
    column("page_type", "enum", { filterable: true, values: PAGE_TYPES }),
    column("title", "text", { filterable: true }),
    column("slug", "text", { filterable: true }),
    column("published_at", "datetime", { filterable: true }),
    createdAt,
    column("updated_at", "datetime"),
  ]),
];

export const VIEWER_TABLE_KEYS = VIEWER_TABLES.map((t) => t.key);

export function viewerTable(key: string): ViewerTable | undefined {
  return VIEWER_TABLES.find((t) => t.key === key);
}

/** The columns a reader may see: without the personal-data permission the personal ones are left out. */
export function readableColumns(t: ViewerTable, personal: boolean): ViewerColumn[] {
  return t.columns.filter((c) => personal || !c.personal);
}

/** A filter's key in the query: the column for `eq`, `<column>.<operator>` for the others. */
export const filterKey = (column: string, operator: FilterOperator) => (operator === "eq" ? column : `${column}.${operator}`);

/** Every filter key of the columns and its column and operator. */
export function filterKeys(columns: readonly ViewerColumn[]): Map<string, { column: ViewerColumn; operator: FilterOperator }> {
  return new Map(
    columns.flatMap((c) => c.filters.map((operator) => [filterKey(c.name, operator), { column: c, operator }] as const)),
  );
}

/** Rows per page on the screen and the most the API gives in one page. */
export const VIEWER_PAGE_SIZE = 25;
export const VIEWER_MAX_PAGE_SIZE = 100;
/**
 * The screen pages through the first VIEWER_ROW_CAP matches only (ADR 0053's capped count: counting and skipping
 * past a big table's rows costs every request); the CSV export has every match.
 */
export const VIEWER_ROW_CAP = 10_000;
/** The longest filter value taken (a text fragment, a list of ids, a day). */
export const VIEWER_FILTER_MAX = 200;

/** The export's file name: the table and the day, e.g. `organisaties-2026-11-28.csv`. */
export const viewerFileName = (table: string, day: string) => `${table}-${day}.csv`;
