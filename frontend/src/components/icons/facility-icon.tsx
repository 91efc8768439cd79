import type { ReactElement, ReactNode } from 'react';
import { FACILITY_ICON_TYPES, type FacilityIconType } from '@app/shared/reference-data';

/**
 * One inline-SVG icon per facility icon type of spec §3, drawn on one 24-px grid with 2-px round
 * strokes in `currentColor`, so the set looks alike and takes the text colour. Decorative on its
 * own: the caller gives the accessible name.
 */
const PATHS: Readonly<Record<FacilityIconType, ReactElement>> = {
  bar: <path d="M4 4h16l-8 8zM12 12v8M8 20h8M15 4l2-2" />,
  wifi: <path d="M2 9a15 15 0 0 1 20 0M5 12.5a10.5 10.5 0 0 1 14 0M8.5 16a5.5 5.5 0 0 1 7 0M12 20h.01" />,
  tvroom: (
    <>
      <rect x="2" y="7" width="20" height="13" rx="2" />
      <path d="m7 2 5 5 5-5" />
    </>
  ),
  terrace: <path d="M7 10h10M12 10v10M9 20h6M3 7v13M3 15h4v5M21 7v13M21 15h-4v5" />,
  spa: (
    <path d="M12 20c-4.5 0-8-3-8-8 4 0 6.5 2 8 5 1.5-3 4-5 8-5 0 5-3.5 8-8 8zM12 17c-1.5-2.5-2-5.5 0-10 2 4.5 1.5 7.5 0 10" />
  ),
  reception: <path d="M3 18h18M5 18a7 7 0 0 1 14 0M12 11V8M10 8h4" />,
  pool: (
    <path d="M7 16V5a2 2 0 0 1 2-2M15 16V5a2 2 0 0 1 2-2M7 7h8M7 12h8M2 20c1.5 0 2.5-1 4-1s2.5 1 4 1 2.5-1 4-1 2.5 1 4 1 2.5-1 4-1" />
  ),
  darts: (
    <>
      <circle cx="11" cy="13" r="8" />
      <circle cx="11" cy="13" r="4" />
      <path d="m11 13 9-9M17 4h3v3" />
    </>
  ),
  transfer: (
    <>
      <rect x="4" y="3" width="16" height="14" rx="2" />
      <path d="M4 10h16M7 17v3M17 17v3M8 13.5h.01M16 13.5h.01" />
    </>
  ),
  parasols: <path d="M12 3a9 9 0 0 1 9 9H3a9 9 0 0 1 9-9zM12 12v7a2 2 0 0 1-4 0" />,
  safe: (
    <>
      <rect x="3" y="3" width="18" height="16" rx="2" />
      <circle cx="12" cy="11" r="3.5" />
      <path d="M12 7.5V9M7 19v2M17 19v2" />
    </>
  ),
  gym: <path d="M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12" />,
  aircon: <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7M9.5 3.5 12 5l2.5-1.5M9.5 20.5 12 19l2.5 1.5" />,
  elevators: (
    <>
      <rect x="5" y="2" width="14" height="20" rx="2" />
      <path d="m9 9 3-3 3 3M9 15l3 3 3-3" />
    </>
  ),
};

export function isFacilityIconType(type: string): type is FacilityIconType {
  return (FACILITY_ICON_TYPES as readonly string[]).includes(type);
}

export function FacilityIcon({ type, size = 20 }: { type: FacilityIconType; size?: number }) {
  return <StrokedIcon size={size}>{PATHS[type]}</StrokedIcon>;
}

/**
 * A check mark drawn like the facility icons, for a facility without an icon type of its own, so a
 * list mixing both stays even.
 */
export function FacilityCheckIcon({ size = 20 }: { size?: number }) {
  return (
    <StrokedIcon size={size} name="check">
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </StrokedIcon>
  );
}

/** The facility icons' one drawing style: a 24 px grid of 2 px round strokes in the text's colour. */
function StrokedIcon({ size, name, children }: { size: number; name?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {children}
    </svg>
  );
}
