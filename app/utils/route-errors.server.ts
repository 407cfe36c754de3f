/** Route errors from API errors (server only: it knows the API client's error type). */
import { ApiError } from "./api.server";
import { routeError } from "./route-errors";

/** An API error as the error page with its status (403, 404, else 500); anything else is rethrown as it is. */
export function rethrowAsPage(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 403 || error.status === 404) throw routeError(error.status);
  throw routeError(Math.max(error.status, 500), "error", { requestId: error.requestId });
}
