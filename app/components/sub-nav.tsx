import { NavLink } from "@remix-run/react";
import { useLocalizePath } from "./locale-link";

/** Tabs between the child pages of a section (e.g. /profile-edit); the current one is marked aria-current. */
export function SubNav({ label, items }: { label: string; items: { to: string; label: string; end?: boolean }[] }) {
  const localize = useLocalizePath();
  return (
    <nav aria-label={label} className="mb-6 border-b border-muted-200 dark:border-muted-700">
      <ul className="-mb-px flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={localize(item.to)}
              end={item.end}
              className="inline-block rounded-t-[var(--radius)] border-b-2 border-transparent px-3 py-2 font-semibold text-muted-700 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-700 aria-[current=page]:border-primary-700 aria-[current=page]:text-primary-800 dark:text-muted-300 dark:aria-[current=page]:border-primary-300 dark:aria-[current=page]:text-primary-200"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
