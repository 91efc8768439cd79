import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the visible part (the strip has been scrolled). */
  readonly start: boolean;
  /** Content is hidden after the visible part. */
  readonly end: boolean;
}

/**
 * Which sides of a sideways-scrolling box hide content. One pixel of slack: zoomed pages report
 * fractional scroll positions, and a box scrolled fully to its end can stop half a pixel short.
 */
export function scrollEdges(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): ScrollEdges {
  const hidden = box.scrollWidth - box.clientWidth;
  return { start: box.scrollLeft > 1, end: hidden - box.scrollLeft > 1 };
}

/**
 * Follows `scrollEdges` of a box while it scrolls and while it or its content changes size (a phone
 * turned sideways, the web font arriving, another language's longer labels).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () =>
      setEdges((was) => {
        const now = scrollEdges(box);
        return now.start === was.start && now.end === was.end ? was : now;
      });
    update();
    box.addEventListener('scroll', update, { passive: true });
    // jsdom and very old browsers have no ResizeObserver; the scroll listener alone still works there.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    for (const child of box.children) observer?.observe(child);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);

  return edges;
}

/** The width of the fades over a strip's edges (`.scroll-fade` in components/ui/scroll-fades.css). */
const FADE_WIDTH_PX = 32;

/**
 * Brings the strip's active item into view sideways (never the page itself), clear of the fade over
 * the edge, which would otherwise veil its first or last letters: a tab chosen through the URL on a
 * phone is then seen as chosen.
 */
export function useActiveItemInView(strip: RefObject<HTMLElement | null>, activeSelector: string): void {
  useEffect(() => {
    const box = strip.current;
    const item = box?.querySelector<HTMLElement>(activeSelector);
    if (!box || !item || box.scrollWidth <= box.clientWidth) return;
    const start = item.offsetLeft - box.offsetLeft - FADE_WIDTH_PX;
    const end = item.offsetLeft - box.offsetLeft + item.offsetWidth + FADE_WIDTH_PX;
    if (start < box.scrollLeft) box.scrollTo({ left: start });
    else if (end > box.scrollLeft + box.clientWidth) box.scrollTo({ left: end - box.clientWidth });
  }, [strip, activeSelector]);
}
