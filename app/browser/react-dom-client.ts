/**
 * `react-dom/client` for the browser build, where React is preact/compat (docs/decisions/0012-a-lighter-browser-build.md).
 *
 * Remix renders and hydrates the whole document: the root layout returns `<html>`. Preact never owns `document` (it
 * renders into `document.documentElement` instead, preactjs/preact#3794), so it would nest a second `<html>` inside
 * the first and re-create the page instead of hydrating it. Here the document is hydrated through its root element:
 * an `<html>` element in the tree renders only its children (`<head>`, `<body>`) and writes its attributes onto the
 * existing root element after each render (the server already rendered the first ones).
 *
 * React never executes a `<script>` it inserts itself (it creates them through innerHTML); Remix and this app rely
 * on that (a re-mounted `<Scripts>`/`<ScrollRestoration>` must not run twice, components/analytics.tsx loads the
 * tag itself when consent arrives). Preact's createElement would execute them, so scripts rendered in the browser
 * get a type that never runs. Hydration keeps the server's attributes, so the server's scripts are untouched.
 */
import { type ComponentChildren, options, type VNode } from "preact";
import { createRoot, hydrateRoot as hydrateElement } from "preact/compat/client";
import { useLayoutEffect, useRef } from "preact/hooks";

type Attributes = Record<string, unknown>;

/** The DOM attribute for a JSX prop on `<html>` (only plain attributes occur there: lang, dir, class, data-*). */
function attributeName(prop: string): string {
  return prop === "className" ? "class" : prop;
}

function setAttributes(element: Element, next: Attributes, previous: Attributes) {
  for (const prop of Object.keys(previous)) {
    if (!(prop in next)) element.removeAttribute(attributeName(prop));
  }
  for (const [prop, value] of Object.entries(next)) {
    const name = attributeName(prop);
    if (value == null || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
}

function DocumentElement({ children, ...props }: { children?: ComponentChildren } & Attributes) {
  // preact/compat mirrors className into class; one of them is enough.
  const { class: classFromCompat, ...attributes } = props;
  if (attributes.className === undefined && classFromCompat !== undefined) attributes.className = classFromCompat;
  const previous = useRef<Attributes>({});
  useLayoutEffect(() => {
    setAttributes(document.documentElement, attributes, previous.current);
    previous.current = attributes;
  });
  return children as VNode;
}

export const INERT_SCRIPT_TYPE = "text/x-inert";
const EXECUTABLE_SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  previousVNodeHook?.(vnode);
  if (vnode.type === "html") (vnode as VNode<Attributes>).type = DocumentElement as unknown as string;
  if (vnode.type === "script") {
    const props = vnode.props as Attributes;
    if (EXECUTABLE_SCRIPT_TYPES.has(String(props.type ?? "").toLowerCase()))
      (vnode as unknown as { props: Attributes }).props = { ...props, type: INERT_SCRIPT_TYPE };
  }
};

export function hydrateRoot(container: Element | Document, children: ComponentChildren) {
  const target = container.nodeType === Node.DOCUMENT_NODE ? (container as Document).documentElement : (container as Element);
  return hydrateElement(target, children as VNode);
}

export { createRoot };
