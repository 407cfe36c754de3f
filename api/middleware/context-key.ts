/**
 * A typed slot on the request's context, owned by the module that defines it: a guard that loads a route's record
 * (the user a `/users/{id}` route names) stores it under its own key, and that resource's handlers read it back.
 * No shared list of every resource's variables (api/types.ts stays a list of what every request has), so a new
 * resource edits nothing outside its folder, and api/types.ts imports no service.
 */
import type { Context } from "hono";

/** Any Hono context, whatever its env and validated input (only `get`/`set` are used). */
type AnyContext = Pick<Context, "get" | "set">;

export interface ContextKey<T> {
  /** Stores the value for this request (a guard, before the handler runs). */
  set(c: object, value: T): void;
  /** The value its guard stored; a route that forgot the guard fails loudly rather than reading `undefined`. */
  get(c: object): T;
}

let keys = 0;

export function defineContextKey<T>(name: string): ContextKey<T> {
  // Unique per definition, so two resources choosing the same name never read each other's record.
  const key = `${name}#${++keys}`;
  return {
    set(c, value) {
      (c as AnyContext).set(key as never, value as never);
    },
    get(c) {
      const value = (c as AnyContext).get(key as never) as T | undefined;
      if (value === undefined) throw new Error(`${name} is not set: the route must run the guard that loads it first`);
      return value;
    },
  };
}
