/** The accordion item open after a click: clicking the open item closes it (spec §2, CAT-04). */
export function accordionAfterClick(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
