/** A vacancy as the API answers it → the editor's starting values (form names of __editor-schema.ts). */
import { richTextToMarkdown } from "../../../contract/rich-text";
import type { VacancyAttributes } from "../../../contract/vacancies";
import type { EditorDefaults } from "./__editor";
import { activityDefaults } from "./__editor-dates-schema";

/**
 * `streetAddress` is street and number in one ("Dorpsstraat 12 a"); the contract has no house number of its own,
 * so the editor splits it back (a street without a number stays whole).
 */
export function splitStreetAddress(value: string | null): { street: string; houseNumber: string; addition: string } {
  const match = /^(.*\S)\s+([1-9][0-9]{0,4})(?:\s*-?\s*([A-Za-z0-9]{1,10}))?$/.exec(value?.trim() ?? "");
  if (!match) return { street: value?.trim() ?? "", houseNumber: "", addition: "" };
  return { street: match[1], houseNumber: match[2], addition: match[3] ?? "" };
}

export function editorDefaults(vacancy: VacancyAttributes): EditorDefaults {
  const own = vacancy.locationType === "address";
  const address = splitStreetAddress(own ? vacancy.streetAddress : null);
  return {
    vacancyType: vacancy.vacancyType,
    title: vacancy.title,
    description: vacancy.description ? richTextToMarkdown(vacancy.description) : "",
    tags: [...vacancy.tags],
    ageGroupIds: vacancy.ageGroupIds.map(String),
    expiresAt: vacancy.expiresAt ?? "",
    hoursPerWeek: vacancy.hoursPerWeek === null ? "" : String(vacancy.hoursPerWeek),
    capacity: vacancy.capacity === null ? "" : String(vacancy.capacity),
    vogRequired: vacancy.vogRequired ? "on" : undefined,
    locationType: vacancy.locationType,
    postalCode: own ? (vacancy.postalCode ?? "") : "",
    houseNumber: address.houseNumber,
    houseNumberAddition: address.addition,
    street: address.street,
    city: own ? (vacancy.city ?? "") : "",
    contactPerson: vacancy.contactPerson ?? "",
    contactEmail: vacancy.contactEmail ?? "",
    contactPhone: vacancy.contactPhone ?? "",
    contactPhoneVisible: vacancy.contactPhoneVisible ? "on" : undefined,
    youtubeUrl: vacancy.youtubeUrl ?? "",
    shared: vacancy.shared ? "on" : undefined,
    ...activityDefaults(vacancy),
  };
}
