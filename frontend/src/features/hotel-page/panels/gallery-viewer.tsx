import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { swipeStep } from './gallery-navigation.ts';

type Photo = HotelDetails['gallery'][number];

interface GalleryViewerProps {
  /** The `<dialog>`; the panel opens it with `showModal()` from its click handler. */
  readonly dialog: RefObject<HTMLDialogElement | null>;
  /** Whether it is open: the full-size photo is only requested then. */
  readonly open: boolean;
  readonly photos: readonly Photo[];
  readonly current: number;
  readonly hotelName: string;
  readonly altOf: (index: number) => string;
  /** Turns the photos by `step` (-1 back, +1 on). */
  readonly onStep: (step: -1 | 1) => void;
  /** After the dialog has closed, by its button, Escape or the browser. */
  readonly onClose: () => void;
}

/**
 * The full-screen view of the gallery: a modal `<dialog>`, which traps focus and closes on Escape
 * by itself. Arrow keys, the buttons and a horizontal swipe turn the photos, going round at either
 * end so that no button ever has to be disabled under the focus.
 */
export function GalleryViewer({
  dialog,
  open,
  photos,
  current,
  hotelName,
  altOf,
  onStep,
  onClose,
}: GalleryViewerProps) {
  const intl = useIntl();
  const dragStart = useRef<number | null>(null);
  const photo = photos[current];

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    event.preventDefault();
    onStep(step);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (start === null) return;
    const step = swipeStep(start, event.clientX);
    if (step !== 0) onStep(step);
  };

  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={intl.formatMessage({ id: 'hotel.gallery.viewer' }, { name: hotelName })}
      onKeyDown={onKeyDown}
      onClose={onClose}
    >
      <div className="gallery-viewer__bar">
        <p className="gallery-viewer__counter" aria-live="polite">
          {intl.formatMessage({ id: 'hotel.gallery.counter' }, { n: current + 1, total: photos.length })}
        </p>
        <button
          type="button"
          className="gallery-viewer__button gallery-viewer__close"
          aria-label={intl.formatMessage({ id: 'hotel.gallery.close' })}
          onClick={() => dialog.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div
        className="gallery-viewer__stage"
        onPointerDown={(event) => {
          dragStart.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          dragStart.current = null;
        }}
      >
        {open && photo ? (
          <img
            className="gallery-viewer__image"
            src={photo.url}
            width={photo.width}
            height={photo.height}
            alt={altOf(current)}
            // The browser's own image drag would swallow a mouse swipe.
            draggable={false}
          />
        ) : null}
      </div>
      <button
        type="button"
        className="gallery-viewer__button gallery-viewer__prev"
        aria-label={intl.formatMessage({ id: 'hotel.gallery.prev' })}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="gallery-viewer__button gallery-viewer__next"
        aria-label={intl.formatMessage({ id: 'hotel.gallery.next' })}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </dialog>
  );
}
