/**
 * What the UI may offer, asked of the contract's policy (contract/policy.ts), so menus, route guards and buttons
 * cannot disagree with the API. Isomorphic: the toolbar's menu asks it in the browser too.
 */
import { type Action, type Actor, can, widestScope } from "../../contract/policy";

export type { Action, Actor };
export { can };

/**
 * May the actor use a screen for `action` on this site: the action on their own centre (a centre superuser's
 * `centre` scope and an admin's `tenant` scope both cover it), as the API asks before it lists or creates.
 */
export function mayUse(actor: Actor | null, action: Action): boolean {
  return actor !== null && can(actor, action, { centerId: actor.centerId });
}

/**
 * May the actor use `action` somewhere — in any scope, also an organisation superuser's `org` scope for their own
 * organisations — so a screen listing "what you may manage" (the API scopes the rows: /vacancies, /applications)
 * is for them. Screens of one record still ask `can()` with that record.
 */
export function mayUseSomewhere(actor: Actor | null, action: Action): boolean {
  return actor !== null && widestScope(actor, action) !== null;
}
