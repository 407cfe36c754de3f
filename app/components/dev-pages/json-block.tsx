/** A value as indented JSON in a scrollable, keyboard-reachable block with a caption (the developer pages). */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const id = `json-${label.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <figure className="space-y-1">
      <figcaption id={id} className="font-semibold">
        {label}
      </figcaption>
      <section
        aria-labelledby={id}
        className="max-h-96 overflow-auto rounded-[var(--radius)] border border-muted-300 bg-muted-50 p-3 text-sm text-muted-900 focus-visible:outline-2 focus-visible:outline-primary-700 dark:border-muted-600 dark:bg-muted-900 dark:text-muted-100"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <pre>{JSON.stringify(value, null, 2)}</pre>
      </section>
    </figure>
  );
}
