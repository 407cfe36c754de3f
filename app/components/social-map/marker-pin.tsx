import type { CSSProperties } from "react";

/** The map marker (24 × 32, its tip at the bottom centre), in the theme's primary colour; decoration only. */
export function MarkerPin({ className = "", style }: { className?: string; style?: CSSProperties }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 32" width="24" height="32" className={`text-primary-700 ${className}`} style={style}>
      <path
        d="M12 0C5.4 0 0 5.4 0 12c0 9 12 20 12 20s12-11 12-20C24 5.4 18.6 0 12 0z"
        fill="currentColor"
        stroke="white"
        strokeWidth="1.5"
      />
      <circle cx="12" cy="12" r="4.5" fill="white" />
    </svg>
  );
}
