import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { wrapIndex } from './gallery-navigation.ts';
import { GalleryStrip } from './gallery-strip.tsx';
import { GalleryViewer } from './gallery-viewer.tsx';
import './map-gallery.css';

/**
 * The gallery tab (spec §2, HOTEL-01): the chosen photo large, the thumbnails under it (WIDGET-24),
 * and a full-screen view opened from the large photo. Focus goes back to the large photo when the
 * full-screen view closes, so a keyboard user carries on where they were.
 */
export function GalleryPanel({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(0);
  const [viewing, setViewing] = useState(false);
  const viewer = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const photos = hotel.gallery;
  // Another hotel may have fewer photos than the index chosen on the last one.
  const current = Math.min(chosen, photos.length - 1);
  const photo = photos[current];
  if (!photo) return <p className="hotel-panel__empty">{intl.formatMessage({ id: 'hotel.gallery.empty' })}</p>;

  const altOf = (index: number) =>
    intl.formatMessage({ id: 'hotel.gallery.alt' }, { n: index + 1, total: photos.length, name: hotel.name });
  const open = () => {
    setViewing(true);
    viewer.current?.showModal();
  };

  return (
    <div className="hotel-gallery">
      <button ref={opener} type="button" className="hotel-gallery__stage" aria-haspopup="dialog" onClick={open}>
        <img
          className="hotel-gallery__photo"
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={altOf(current)}
        />
        <span className="hotel-gallery__enlarge">{intl.formatMessage({ id: 'hotel.gallery.enlarge' })}</span>
      </button>
      <GalleryStrip photos={photos} current={current} altOf={altOf} onSelect={setChosen} />
      <GalleryViewer
        dialog={viewer}
        open={viewing}
        photos={photos}
        current={current}
        hotelName={hotel.name}
        altOf={altOf}
        onStep={(step) => setChosen(wrapIndex(current, step, photos.length))}
        onClose={() => {
          setViewing(false);
          opener.current?.focus();
        }}
      />
    </div>
  );
}
