import type { ScrollEdges } from '../../lib/use-scroll-edges.ts';
import './scroll-fades.css';

/**
 * A fade with an arrow on each side of a sideways-scrolling strip that hides content there (issue
 * 22: tabs cut off at a phone's edge gave no hint there were more). Decoration only: a screen reader
 * hears every item of the strip whatever is scrolled. The strip's box must be `position: relative`.
 */
export function ScrollFades({ edges }: { edges: ScrollEdges }) {
  return (
    <>
      <span className="scroll-fade scroll-fade--start" aria-hidden="true" hidden={!edges.start} />
      <span className="scroll-fade scroll-fade--end" aria-hidden="true" hidden={!edges.end} />
    </>
  );
}
