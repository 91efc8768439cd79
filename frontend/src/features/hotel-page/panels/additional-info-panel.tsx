import { useIntl, type IntlShape } from 'react-intl';
import { notesContextFor, notesToShow, type NoteToShow } from '@app/shared/hotel-page/additional-notes';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import type { OfferSummary } from '@app/shared/offers';
import './panels.css';

/** A note's text: the one text of most notes, or the variant the trip calls for. */
function noteText(intl: IntlShape, note: NoteToShow): string {
  switch (note.key) {
    case 'transfer':
      return intl.formatMessage({ id: `hotel.notes.transfer.text.${note.variant}` });
    case 'travel_documents':
      return note.variant === 'passport_days'
        ? intl.formatMessage({ id: 'hotel.notes.travel_documents.text.passport_days' }, { days: note.days })
        : intl.formatMessage({ id: `hotel.notes.travel_documents.text.${note.variant}` });
    case 'power_sockets':
      return intl.formatMessage({ id: `hotel.notes.power_sockets.text.${note.variant}` });
    default:
      return intl.formatMessage({ id: `hotel.notes.${note.key}.text` });
  }
}

/**
 * The additional_information tab (spec §2, §9; CONST-47): the standard notes that apply to this
 * hotel, each a bold title and its text, in the catalogue's order. Until the visitor chooses a date,
 * only the notes of the hotel's country show, and a line says the others follow with a date.
 */
export function AdditionalInfoPanel({ hotel, offer }: { hotel: HotelDetails; offer?: OfferSummary }) {
  const intl = useIntl();
  const notes = notesToShow(notesContextFor(hotel, offer));
  return (
    <div className="hotel-notes">
      <p className="hotel-notes__intro">{intl.formatMessage({ id: 'hotel.notes.intro' })}</p>
      {offer ? null : <p className="hotel-notes__hint">{intl.formatMessage({ id: 'hotel.notes.choose_offer' })}</p>}
      <dl className="hotel-notes__list">
        {notes.map((note) => (
          <div key={note.key} className="hotel-notes__note">
            <dt className="hotel-notes__title">{intl.formatMessage({ id: `hotel.notes.${note.key}.title` })}</dt>
            <dd className="hotel-notes__text">{noteText(intl, note)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
