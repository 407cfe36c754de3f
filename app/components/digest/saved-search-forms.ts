/**
 * The saved-search forms (ADR 0066): saving the search on `/vacancies/search` (name + the search's query) and
 * renaming one on `/profile-edit/periodieke-mail`. Each field is the contract's own rule
 * (contract/saved-searches.ts), so the API's pointers name the form's fields.
 */
import { z } from "zod";
import { savedSearchFields } from "../../../contract/saved-searches";

export const saveSearchSchema = z.object({
  name: savedSearchFields.name,
  // Empty: a search without filters (every new vacancy).
  query: savedSearchFields.query.optional(),
});

export const renameSearchSchema = z.object({
  name: savedSearchFields.name,
});

/** The intents of the forms (each route's action switches on them). */
export const SAVE_SEARCH_INTENT = "save-search";
export const RENAME_SEARCH_INTENT = "rename-search";
export const DELETE_SEARCH_INTENT = "delete-search";
