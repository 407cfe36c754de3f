import { toast as hotToast } from "react-hot-toast/headless";
import { createToast, type ToastData, type ToastInput, toastAriaProps } from "~/utils/toast";
import { LiveToast } from "./live-toast";

/** How long a dismissed toast stays in the store for its fade-out. */
const REMOVE_DELAY = 200;

/** Shows a complete toast (e.g. a flash toast from the server); the same id again updates instead of duplicating. */
export function showToastData(data: ToastData, elapsed = 0): string {
  return hotToast.custom((t) => <LiveToast toast={t} data={data} elapsed={elapsed} />, {
    id: data.id,
    // Expiry is LiveToast's own timer (pause/resume per toast, SPEC §4); react-hot-toast never dismisses by itself.
    duration: Number.POSITIVE_INFINITY,
    removeDelay: REMOVE_DELAY,
    ariaProps: toastAriaProps(data.color),
  });
}

/**
 * Client API: `showToast({ title?, message, color, icon?, closable?, duration? })` → the toast id.
 * Defaults: the colour's SPEC §8 label as title, the colour's icon, closable, 5000 ms; duration ≤ 0 never expires.
 */
export function showToast(input: ToastInput & { id?: string }): string {
  return showToastData(createToast(input, input.id));
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  hotToast.dismiss(id);
}

/** Clear-all (SPEC §4). */
export function clearToasts(): void {
  hotToast.dismiss();
}
