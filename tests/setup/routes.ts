/** The API's endpoints as registered, for tests that walk all of them (a new route is walked without editing them). */
import { createApi } from "../../api/app";

export interface RegisteredRoute {
  method: string;
  /** The path with every `:param` filled in with `id`. */
  path: string;
}

export function registeredRoutes(id = "2"): RegisteredRoute[] {
  const seen = new Set<string>();
  return createApi()
    .routes.filter((r) => r.method !== "ALL") // middleware
    .map((r) => ({ method: r.method, path: r.path.replace(/:\w+/g, id) }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
