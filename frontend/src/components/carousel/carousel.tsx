import type { Options } from '@splidejs/react-splide';
import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

export interface CarouselProps {
  /** Splide options, built on `CAROUSEL_DEFAULTS` or `SLIDER_DEFAULTS`. */
  readonly options: Options;
  /** The accessible name of the carousel (a labelled region). */
  readonly label: string;
  /** What the slides show; when it changes the carousel is mounted afresh (see `remountKey`). */
  readonly content: unknown;
  readonly className?: string;
  /** `CarouselSlide` elements. */
  readonly children: ReactNode;
}

// Splide (about 12 KB gzipped) is not needed to show the first slide: it loads after the page has
// become interactive, and the static strip below stands in until then (issue 5 JavaScript budget).
const SplideCarousel = lazy(() => import('./splide-carousel.tsx'));

/**
 * The first slides as a plain strip: what prerendered HTML shows before any script runs, and what
 * stays on screen while Splide loads. Same size as the mounted carousel, so nothing shifts.
 */
function StaticCarousel({ options, label, className, children }: CarouselProps) {
  const perPage = typeof options.perPage === 'number' ? options.perPage : 1;
  return (
    <section
      className={`carousel carousel--static${className ? ` ${className}` : ''}`}
      aria-label={label}
      style={{ '--carousel-per-page': perPage, '--carousel-gap': options.gap ?? '0px' } as CSSProperties}
    >
      <div className="carousel__track">
        <ul className="carousel__list">{children}</ul>
      </div>
      {options.pagination === false ? null : <div className="carousel__pagination-space" aria-hidden="true" />}
    </section>
  );
}

/** The site's carousel, which features use instead of Splide itself (heavy vendor UI is wrapped once, style guide rule 7): Splide, with a static first view. */
export function Carousel(props: CarouselProps) {
  const hydrated = useHydrated();
  const placeholder = <StaticCarousel {...props} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SplideCarousel {...props} />
    </Suspense>
  );
}

/** One slide of a `Carousel` (the markup Splide expects, so either view can show it). */
export function CarouselSlide({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return <li className={className ? `splide__slide ${className}` : 'splide__slide'}>{children}</li>;
}
