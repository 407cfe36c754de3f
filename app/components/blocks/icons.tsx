/**
 * Icons in content blocks (Hotlinks, VacancyCategories). The short names the CMS uses ("search", "heart") are a
 * handful of inline line icons: no request, no layout shift, also without JavaScript. A full `prefix:name`
 * ("lucide:bike") goes to the site's icon service (~/components/icon). Anything else renders nothing
 * (SPEC §7: no icon rather than an error).
 */
import { ICON_NAME, Icon as ServiceIcon } from "../icon";

const PATHS: Record<string, string[]> = {
  search: ["M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14z", "M20 20l-4-4"],
  map: ["M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2z", "M9 4v14", "M15 6v14"],
  newspaper: ["M4 5h13v14H6a2 2 0 0 1-2-2V5z", "M17 9h3v8a2 2 0 0 1-2 2", "M7 9h7", "M7 13h7", "M7 16h4"],
  building: ["M5 21V5l7-2v18", "M12 8l7 2v11", "M3 21h18", "M8 9h1", "M8 13h1", "M8 17h1", "M15 13h1", "M15 17h1"],
  calendar: ["M5 5h14v15H5z", "M5 10h14", "M9 3v4", "M15 3v4"],
  heart: ["M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"],
  ball: ["M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z", "M12 8l4 3-1.5 4.5h-5L8 11z", "M12 3v5", "M16 11l4.5-1.5", "M8 11 3.5 9.5"],
  music: ["M9 18V6l10-2v12", "M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0z", "M19 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z"],
  leaf: ["M5 19c0-8 6-14 15-14 0 9-6 15-14 15", "M5 19l7-7"],
  book: ["M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2z", "M4 19V5", "M8 7h8"],
  home: ["M3 11l9-7 9 7", "M5 10v10h5v-6h4v6h5V10"],
  school: ["M2 9l10-5 10 5-10 5z", "M6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5", "M22 9v5"],
  basket: ["M3 10h18l-2 10H5z", "M8 10l4-6 4 6", "M9 14v3", "M15 14v3"],
  chat: ["M4 5h16v11H9l-5 4z", "M8 9h8", "M8 12h5"],
  star: ["M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z"],
  users: [
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
    "M2 20c0-3.5 3-6 7-6s7 2.5 7 6",
    "M16 4.5a3.5 3.5 0 0 1 0 6.5",
    "M18 14c2.5.5 4 2.6 4 6",
  ],
  arrow: ["M5 12h14", "M13 6l6 6-6 6"],
  check: ["M5 12l5 5 9-10"],
  play: ["M8 5v14l11-7z"],
  chevronLeft: ["M15 5l-7 7 7 7"],
  chevronRight: ["M9 5l7 7-7 7"],
  external: ["M14 4h6v6", "M20 4l-9 9", "M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"],
};

export type IconName = keyof typeof PATHS;

export function hasIcon(name: string | undefined): name is IconName {
  return !!name && Object.hasOwn(PATHS, name);
}

/** Whether `name` can show an icon at all: an inline one or one from the icon service. */
export function isIconName(name: string | undefined): name is string {
  return hasIcon(name) || (!!name && ICON_NAME.test(name));
}

/** A CMS-chosen icon: inline when we have it, else from the icon service; decorative either way. */
export function ContentIcon({ name, className = "size-5" }: { name: string | undefined; className?: string }) {
  if (hasIcon(name)) return <Icon name={name} className={className} />;
  if (name && ICON_NAME.test(name)) return <ServiceIcon name={name} className={className} />;
  return null;
}

/** Decorative: the text next to it carries the meaning, so it is hidden from assistive technology. */
export function Icon({ name, className = "size-5" }: { name: string | undefined; className?: string }) {
  if (!hasIcon(name)) return null;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill={name === "play" ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
