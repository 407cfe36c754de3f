/**
 * A destructive action behind a confirmation (screen kit), the same with JavaScript on or off: the form carries a
 * required 'I am sure' checkbox next to the destructive button. The browser will not submit it unticked; the
 * action checks again with `isConfirmed(formData)` (a request without the box, e.g. from an old page, is refused)
 * and can answer `{ unconfirmed: intent }` to show the 'tick the box first' message here.
 *
 * ```tsx
 * <ConfirmForm intent="delete" submitLabel={t("show.delete")} unconfirmed={actionData?.unconfirmed === "delete"} />
 * // action: if (intent === "delete") { if (!isConfirmed(formData)) return { unconfirmed: "delete" }; … }
 * ```
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAnchoredAction } from "../forms";
import { Button } from "./button";

/** The checkbox's name; `isConfirmed` reads it. */
export const CONFIRM_FIELD = "confirm";

export function isConfirmed(formData: FormData): boolean {
  return formData.get(CONFIRM_FIELD) === "on";
}

export function ConfirmForm({
  intent,
  submitLabel,
  confirmLabel,
  unconfirmed = false,
  idSuffix,
  submitExtra,
  anchor,
  children,
}: {
  /** The submit button's `intent` value (the route's action switches on it). */
  intent: string;
  submitLabel: string;
  /** The checkbox's label; default 'I am sure'. */
  confirmLabel?: string;
  /** The last submission came without the box ticked: say so. */
  unconfirmed?: boolean;
  /** Several forms of one intent on a page (one per row of a list): a suffix that keeps their ids apart. */
  idSuffix?: string;
  /** After the button's label, e.g. the record's name for screen readers (`<span className="sr-only">`). */
  submitExtra?: ReactNode;
  /** The form sits below long content: post to `#anchor`, so the answer without JavaScript opens there. */
  anchor?: string;
  /** Hidden fields the action needs (ids and the like). */
  children?: ReactNode;
}) {
  const { t } = useTranslation("ui");
  const anchored = useAnchoredAction(anchor ?? "");
  const id = idSuffix ? `confirm-${intent}-${idSuffix}` : `confirm-${intent}`;
  const errorId = `${id}-error`;
  return (
    <Form
      method="post"
      action={anchor ? anchored : undefined}
      className="flex flex-wrap items-center gap-3 rounded-[var(--radius)] border border-red-700 p-2 dark:border-red-300"
    >
      {children}
      <span className="flex items-center gap-2">
        <input
          type="checkbox"
          id={id}
          name={CONFIRM_FIELD}
          required
          aria-invalid={unconfirmed || undefined}
          aria-describedby={unconfirmed ? errorId : undefined}
          className="size-4 accent-red-700"
        />
        <label htmlFor={id}>{confirmLabel ?? t("confirm.check")}</label>
      </span>
      <Button type="submit" name="intent" value={intent} variant="destructive">
        {submitLabel}
        {submitExtra}
      </Button>
      {unconfirmed ? (
        <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">
          {t("confirm.required")}
        </p>
      ) : null}
    </Form>
  );
}
