export type PageItem = number | 'gap';

/**
 * The page links of a list (pages counted from 0): the first and the last page, the current one
 * with a neighbour on each side, and a gap where pages are left out — at most seven items, so the
 * row fits a phone. A gap never stands for a single page: that page is shown instead.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 1) return [0];
  const last = count - 1;
  const page = Math.min(Math.max(0, current), last);
  const wanted = new Set([0, last, page - 1, page, page + 1].filter((p) => p >= 0 && p <= last));
  // Near an end, show three pages there, so the row keeps its length.
  if (page <= 2) [1, 2, 3].forEach((p) => p < last && wanted.add(p));
  if (page >= last - 2) [last - 1, last - 2, last - 3].forEach((p) => p > 0 && wanted.add(p));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
