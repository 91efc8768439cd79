import { useId, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { useIsDesktop, useMediaQuery } from '../../../lib/use-media-query.ts';
import {
  moveStrip,
  lastStripStart,
  stripStartShowing,
  THUMBNAIL_STRIP_TRANSITION_MS,
  THUMBNAILS_PER_VIEW,
} from './gallery-navigation.ts';

type Photo = HotelDetails['gallery'][number];

interface GalleryStripProps {
  readonly photos: readonly Photo[];
  readonly current: number;
  readonly altOf: (index: number) => string;
  readonly onSelect: (index: number) => void;
}

function usePerView(): number {
  const tablet = useMediaQuery('(min-width: 667px)');
  const desktop = useIsDesktop();
  if (desktop) return THUMBNAILS_PER_VIEW.desktop;
  return tablet ? THUMBNAILS_PER_VIEW.tablet : THUMBNAILS_PER_VIEW.phone;
}

/**
 * The thumbnails under the large photo (WIDGET-24): a strip that the arrows slide one view at a
 * time, with the site's 350 ms carousel transition. A CSS transform rather than Splide: the strip
 * neither loops nor autoplays, so a few lines do it and it works before any script loads.
 * Thumbnails keep a fixed height, so the strip does not change size when the view count changes.
 */
export function GalleryStrip({ photos, current, altOf, onSelect }: GalleryStripProps) {
  const intl = useIntl();
  const trackId = useId();
  const perView = usePerView();
  const count = photos.length;
  const [first, setFirst] = useState(0);
  // The large photo may change elsewhere (the full-screen view): bring its thumbnail into view.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setFirst(stripStartShowing(first, current, count, perView));
  }
  const start = Math.min(first, lastStripStart(count, perView));
  const atStart = start === 0;
  const atEnd = start >= lastStripStart(count, perView);
  // Buttons stay focusable at either end (aria-disabled): a disabled button would drop the focus.
  const move = (direction: -1 | 1) => setFirst(moveStrip(start, direction, count, perView));

  return (
    <div
      className="hotel-gallery__strip"
      role="group"
      aria-label={intl.formatMessage({ id: 'hotel.gallery.thumbnails' })}
      style={
        {
          '--gallery-per-view': perView,
          '--gallery-first': start,
          '--gallery-transition': `${THUMBNAIL_STRIP_TRANSITION_MS}ms`,
        } as CSSProperties
      }
    >
      <button
        type="button"
        className="hotel-gallery__arrow"
        aria-label={intl.formatMessage({ id: 'hotel.gallery.strip_prev' })}
        aria-controls={trackId}
        aria-disabled={atStart}
        onClick={() => move(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="hotel-gallery__viewport">
        <ul id={trackId} className="hotel-gallery__track">
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.url}`} className="hotel-gallery__thumb-item">
              <button
                type="button"
                className="hotel-gallery__thumb"
                aria-current={index === current ? 'true' : undefined}
                onClick={() => onSelect(index)}
                // Tabbing to a thumbnail out of view slides the strip to it.
                onFocus={() => setFirst(stripStartShowing(start, index, count, perView))}
              >
                <img src={photo.url} width={photo.width} height={photo.height} alt={altOf(index)} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="hotel-gallery__arrow"
        aria-label={intl.formatMessage({ id: 'hotel.gallery.strip_next' })}
        aria-controls={trackId}
        aria-disabled={atEnd}
        onClick={() => move(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
