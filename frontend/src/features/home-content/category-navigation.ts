/**
 * The tab a key press moves to in a vertical tab list (WAI-ARIA tabs pattern): arrows move by one
 * and wrap around, Home and End jump to the ends. Other keys leave the selection alone.
 */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowUp':
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The accordion item open after a click: clicking the open item closes it (spec §2, CAT-04). */
export function accordionAfterClick(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
