export interface TabKeyOptions {
  /**
   * Which arrows move along the list (WAI-ARIA tabs pattern). A horizontal list answers only Left and
   * Right, leaving Up and Down to scroll the page; a vertical one answers Up and Down and, because the
   * home page's category list always has, Left and Right too.
   */
  readonly orientation: 'horizontal' | 'vertical';
}

/**
 * The tab a key press moves to in a tab list of `count` tabs: arrows move by one and wrap around,
 * Home and End jump to the ends. Other keys leave the tab alone (undefined), so the caller lets the
 * browser handle them.
 */
export function tabAfterKey(
  key: string,
  current: number,
  count: number,
  { orientation }: TabKeyOptions,
): number | undefined {
  if (count <= 0) return undefined;
  const vertical = orientation === 'vertical';
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowDown':
      return vertical ? (current + 1) % count : undefined;
    case 'ArrowUp':
      return vertical ? (current - 1 + count) % count : undefined;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
