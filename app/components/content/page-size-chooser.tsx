import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cx, FOCUS_RING, RADIUS } from "../blocks/ui";

/**
 * SPEC §2 page-size chooser: a GET form (select + button), so it works without JavaScript. It does not submit on
 * change: with the keyboard, every arrow press in the select would reload the list (WCAG 3.2.2).
 * A new size starts again at page 1, so only `size` is sent.
 */
export function PageSizeChooser({ action, sizes, value }: { action: string; sizes: readonly number[]; value: number }) {
  const { t } = useTranslation("content");
  // A fixed id, not useId(): see BlockIdProvider in ../blocks/ui.tsx (one chooser per page).
  const id = "page-size";
  return (
    <Form method="get" action={action} className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-muted-800 dark:text-muted-200">
        {t("pageSize.label")}
      </label>
      <select
        id={id}
        name="size"
        defaultValue={String(value)}
        key={value}
        className={cx(
          "min-h-11 border border-muted-300 bg-white px-3 text-foreground dark:border-muted-600 dark:bg-muted-900",
          FOCUS_RING,
          RADIUS,
        )}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className={cx(
          "min-h-11 border-2 border-primary-700 px-4 font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-300 dark:text-primary-100 dark:hover:bg-primary-950",
          FOCUS_RING,
          RADIUS,
        )}
      >
        {t("pageSize.apply")}
      </button>
    </Form>
  );
}
