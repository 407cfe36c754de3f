import type { ToastIconName } from "~/utils/toast";

const PATHS: Record<ToastIconName | "close", React.ReactNode> = {
  "check-circle": (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8.5 12.5 2.5 2.5 4.5-5" />
    </>
  ),
  "x-circle": (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9.5 9.5 5 5m0-5-5 5" />
    </>
  ),
  "exclamation-triangle": (
    <>
      <path d="M10.3 4.3 2.6 17.6A2 2 0 0 0 4.3 20.6h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />
      <path d="M12 9.5v4m0 3.2h.01" />
    </>
  ),
  "information-circle": (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5m0-9h.01" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 1.5h-15Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  "chat-bubble": <path d="M4.5 5.5h15v10.5H10l-4.5 3.5V16h-1Z" />,
  close: <path d="m6.5 6.5 11 11m0-11-11 11" />,
};

/** Inline SVG icons (no icon font); decorative — the toast's title names its kind. */
export function Icon({ name, className }: { name: ToastIconName | "close"; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {PATHS[name]}
    </svg>
  );
}
