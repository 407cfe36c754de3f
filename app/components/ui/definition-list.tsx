/**
 * A record's properties as label/value pairs (screen kit): a `<dl>` with one row per item, label above value on a
 * phone and beside it from sm. An empty value (null, undefined, "") shows the translated 'not set'.
 *
 * ```tsx
 * <DefinitionList items={[{ term: t("fields.email"), description: user.email }]} />
 * ```
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface DefinitionItem {
  term: string;
  description: ReactNode;
}

export function DefinitionList({ items }: { items: readonly DefinitionItem[] }) {
  const { t } = useTranslation("ui");
  return (
    <dl className="divide-y divide-muted-200 rounded-[var(--radius)] border border-muted-200 dark:divide-muted-700 dark:border-muted-700">
      {items.map(({ term, description }) => (
        <div key={term} className="grid gap-1 p-3 sm:grid-cols-3">
          <dt className="font-semibold">{term}</dt>
          <dd className="break-words sm:col-span-2">
            {description === null || description === undefined || description === "" ? t("definitionList.notSet") : description}
          </dd>
        </div>
      ))}
    </dl>
  );
}
