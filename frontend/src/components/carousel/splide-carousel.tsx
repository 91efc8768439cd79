import { Splide, SplideTrack } from '@splidejs/react-splide';
import '@splidejs/react-splide/css/core';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from '../../lib/intl/message-id.ts';
import { demoteClonedHeadings } from './cloned-headings.ts';
import type { CarouselProps } from './carousel.tsx';
import { remountKey } from './remount-key.ts';

/** Splide's screen-reader texts (`%s` is Splide's own placeholder) in the interface language. */
function carouselTexts(intl: IntlShape): Record<string, string> {
  const t = (id: MessageId) => intl.formatMessage({ id });
  return {
    prev: t('carousel.prev'),
    next: t('carousel.next'),
    first: t('carousel.first'),
    last: t('carousel.last'),
    slideX: t('carousel.slide_x'),
    pageX: t('carousel.page_x'),
    play: t('carousel.play'),
    pause: t('carousel.pause'),
    carousel: t('carousel.carousel'),
    select: t('carousel.select'),
    slide: t('carousel.slide'),
    slideLabel: t('carousel.slide_label'),
  };
}

/**
 * The one wrapper around Splide (heavy vendor UI is wrapped once, style guide rule 7): it owns the theme (core CSS plus ours), the
 * translated screen-reader texts, and the pause button every autoplaying carousel needs (WCAG
 * 2.2.2); Splide also pauses on hover and focus and for visitors who prefer reduced motion.
 */
export default function SplideCarousel({ options, label, content, className, children }: CarouselProps) {
  const intl = useIntl();
  const i18n = carouselTexts(intl);
  return (
    <Splide
      key={remountKey([intl.locale, options, content])}
      hasTrack={false}
      options={{ ...options, label, i18n }}
      className={className ? `carousel ${className}` : 'carousel'}
      onMounted={(splide) => demoteClonedHeadings(splide.root)}
      // Splide rebuilds its clones on refresh, after this listener; wait for it.
      onRefresh={(splide) => queueMicrotask(() => demoteClonedHeadings(splide.root))}
    >
      <SplideTrack>{children}</SplideTrack>
      {options.autoplay ? (
        <button type="button" className="splide__toggle carousel__toggle" aria-label={i18n['pause']}>
          <svg className="splide__toggle__play" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <svg className="splide__toggle__pause" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </Splide>
  );
}
