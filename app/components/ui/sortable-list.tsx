/**
 * An editor's ordered list of parts (a page's blocks, a form's questions): each part with its summary, an edit link,
 * Up and Down (a form post each, so the order changes without JavaScript too), and Remove behind a disclosure and a
 * confirmation; with JavaScript a part can also be dragged to its place, the same `move` sent by a fetcher. The
 * route's action takes `intent` up | down | move (with `index`, `position`, `lockVersion`) and delete (confirmed),
 * each naming the part by `id`; after a move it comes back at `#{anchor}-{id}`.
 */
import { Form, type useFetcher } from "@remix-run/react";
import { type DragEvent, type ReactNode, useState } from "react";
import { Button } from "./button";
import { ConfirmForm } from "./confirm-form";

export interface SortableListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  /** The parts' element ids: `{anchor}-{id}`. */
  anchor: string;
  /** The version of the whole the parts belong to (sent with every move). */
  lockVersion: number;
  /** The fetcher a drag's move is sent with (the route reads its answer). */
  mover: ReturnType<typeof useFetcher>;
  /** A part's name for screen readers after each button ("Omhoog: blok 2, Afbeelding"). */
  itemLabel: (item: T, index: number) => string;
  words: { drag: string; up: string; down: string; remove: string };
  /** The part whose removal was posted without its confirmation box ticked. */
  unconfirmed?: string | null;
  /** What the part is (its title line after the drag handle, its badges). */
  summary: (item: T, index: number, handle: ReactNode) => ReactNode;
  /** Actions before Up and Down (its edit link). */
  actions?: (item: T, index: number, label: string) => ReactNode;
}

export function SortableList<T>({
  items,
  idOf,
  label,
  anchor,
  lockVersion,
  mover,
  itemLabel,
  words,
  unconfirmed,
  summary,
  actions,
}: SortableListProps<T>) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    setOver(null);
    const id = dragged ?? event.dataTransfer.getData("text/plain");
    setDragged(null);
    if (!id) return;
    mover.submit({ intent: "move", id, position: String(index), lockVersion: String(lockVersion) }, { method: "post" });
  };
  const handle = (
    <span aria-hidden="true" className="mr-2 cursor-grab select-none text-muted-600" title={words.drag}>
      ⠿
    </span>
  );
  return (
    <ol className="space-y-3" aria-label={label}>
      {items.map((item, index) => {
        const id = idOf(item);
        const name = itemLabel(item, index);
        const sr = <span className="sr-only"> {name}</span>;
        return (
          <li
            key={id}
            id={`${anchor}-${id}`}
            className={`scroll-mt-24 rounded-[var(--radius)] border p-3 ${
              over === index ? "border-primary-700 border-2" : "border-muted-200 dark:border-muted-700"
            }`}
            draggable
            onDragStart={(event) => {
              setDragged(id);
              event.dataTransfer.setData("text/plain", id);
              event.dataTransfer.effectAllowed = "move";
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => drop(event, index)}
          >
            <div className="flex flex-wrap items-start gap-3">
              <div className="min-w-0 grow basis-48">{summary(item, index, handle)}</div>
              <div className="flex flex-wrap items-center gap-2">
                {actions?.(item, index, name)}
                <Form method="post" className="flex gap-2">
                  <input type="hidden" name="id" value={id} />
                  <input type="hidden" name="index" value={index} />
                  <input type="hidden" name="lockVersion" value={lockVersion} />
                  {index > 0 ? (
                    <Button type="submit" name="intent" value="up" variant="secondary">
                      {words.up}
                      {sr}
                    </Button>
                  ) : null}
                  {index < items.length - 1 ? (
                    <Button type="submit" name="intent" value="down" variant="secondary">
                      {words.down}
                      {sr}
                    </Button>
                  ) : null}
                </Form>
              </div>
            </div>
            <details className="mt-2">
              <summary className="cursor-pointer text-sm">
                {words.remove}
                {sr}
              </summary>
              <div className="mt-2">
                <ConfirmForm
                  intent="delete"
                  submitLabel={words.remove}
                  submitExtra={sr}
                  idSuffix={id}
                  unconfirmed={unconfirmed === id}
                >
                  <input type="hidden" name="id" value={id} />
                </ConfirmForm>
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
