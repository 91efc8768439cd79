import { useIntl } from 'react-intl';
import { Carousel, CarouselSlide } from '../../../components/carousel/carousel.tsx';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { useHeadlines } from '../api/get-headlines.ts';
import { HEADLINES_DESKTOP_OPTIONS, HEADLINES_MOBILE_OPTIONS } from '../headline-options.ts';
import { hasMainHeadline } from '../headlines.ts';
import { HeadlineSlide } from './headline-slide.tsx';

/**
 * The headlines at the top of the home page: an autoplaying slider on desktop, a carousel the
 * visitor turns on mobile (spec §2). The main headline is the page's h1. While loading, a
 * placeholder of the final height holds the place; if the headlines cannot be loaded the slider
 * disappears quietly (decision D4) and a hidden h1 still names the page.
 */
export function HeadlinesSection() {
  const intl = useIntl();
  const isDesktop = useIsDesktop();
  const { data, isPending } = useHeadlines();
  const headlines = data?.headlines ?? [];
  const fallbackHeading = (
    <h1 className="visually-hidden">{intl.formatMessage({ id: 'headlines.fallback_heading' })}</h1>
  );

  if (isPending) {
    return (
      <div className="headlines" aria-busy="true">
        <p className="visually-hidden" role="status">
          {intl.formatMessage({ id: 'headlines.loading' })}
        </p>
        <div className="container">
          <span className="skeleton headlines__skeleton" aria-hidden="true" />
        </div>
      </div>
    );
  }
  if (headlines.length === 0) return fallbackHeading;

  return (
    <div className="headlines">
      {hasMainHeadline(headlines) ? null : fallbackHeading}
      <div className="container">
        <Carousel
          options={isDesktop ? HEADLINES_DESKTOP_OPTIONS : HEADLINES_MOBILE_OPTIONS}
          label={intl.formatMessage({ id: 'headlines.label' })}
          content={headlines}
          className="headlines__carousel"
        >
          {headlines.map((headline, index) => (
            <CarouselSlide key={headline.key}>
              <HeadlineSlide headline={headline} tone={index} />
            </CarouselSlide>
          ))}
        </Carousel>
      </div>
    </div>
  );
}
