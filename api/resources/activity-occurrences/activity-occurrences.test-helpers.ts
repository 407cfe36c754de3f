/** What the activity tests share: activities created through the API, as their organisation's superuser. */
import type { ApiHarness } from "../../../tests/setup/api";
import { as } from "../../../tests/setup/auth";

export const SUPERUSER = "organization_superuser@oldebroek.example.org";

export const pointers = (body: { errors: Array<{ source?: { pointer?: string; parameter?: string }; code: string }> }) =>
  body.errors.map((e) => [e.source?.pointer ?? e.source?.parameter, e.code]);

/** The organisation the oldebroek superuser manages. */
export async function ownOrganization(h: ApiHarness): Promise<number> {
  const { body } = await h.json("/api/v1/current_organizations", { headers: await as(h, SUPERUSER) });
  return Number(body.data[0].id);
}

export interface DateInput {
  date: string;
  start_time?: string;
  end_time?: string;
  capacity?: number | null;
}

/** A published activity with these dates (10:00–12:00 unless given); answers the vacancy id and its date ids. */
export async function createActivity(
  h: ApiHarness,
  organizationId: number,
  dates: DateInput[],
  attributes: Record<string, unknown> = {},
): Promise<{ id: number; dates: number[] }> {
  const { status, body } = await h.json("/api/v1/vacancies", {
    method: "POST",
    headers: await as(h, SUPERUSER),
    body: {
      data: {
        type: "vacancies",
        attributes: {
          organization_id: organizationId,
          title: "Activiteit",
          vacancy_type: "activity",
          status: "published",
          frequency: dates.length === 1 ? "once" : "regularly",
          occurrences: dates.map((d) => ({ start_time: "10:00", end_time: "12:00", ...d })),
          ...attributes,
        },
      },
    },
  });
  if (status !== 201) throw new Error(`activity not created: ${status} ${JSON.stringify(body)}`);
  return { id: Number(body.data.id), dates: body.data.attributes.occurrences.map((o: { id: number }) => o.id) };
}
