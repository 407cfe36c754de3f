/**
 * What the site's tenant offers (config/tenants.ts, passed down by the root loader): the vacancy types its forms list
 * (the search filter, the vacancy editor) and a postcode of its own region for hints.
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { OfferedVacancyType } from "../../../config/tenants";
import type { RootLoaderData } from "../../root";

/** Without the root's data (an error page), the types every tenant offers. */
const FALLBACK: readonly OfferedVacancyType[] = ["volunteering", "language"];

export function useOfferedVacancyTypes(): readonly OfferedVacancyType[] {
  const data = useRouteLoaderData<RootLoaderData>("root");
  return data && "tenant" in data && data.tenant ? data.tenant.vacancyTypes : FALLBACK;
}

export function useExamplePostcode(): string {
  const data = useRouteLoaderData<RootLoaderData>("root");
  return data && "tenant" in data && data.tenant ? data.tenant.examplePostcode : "1234 AB";
}
