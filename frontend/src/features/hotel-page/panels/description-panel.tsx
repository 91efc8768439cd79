import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { descriptionContent } from './description-content.ts';
import { useDescription, type DescriptionLanguage } from './get-description.ts';
import './panels.css';

const SKELETON_LINES = 6;

/**
 * The description tab (spec §2, HOTEL-02). Visitors read it in their own language first; where the
 * hotel wrote it in another one and a translation exists, a toggle switches between the machine
 * translation and the original. Loading shows line placeholders; a failure shows spec §8's
 * description error with a way to try again.
 */
export function DescriptionPanel({ hotel }: { hotel: HotelDetails }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const hasText = hotel.description_languages.length > 0;
  const canToggle = locale !== hotel.original_language && hotel.description_languages.includes(locale);
  const [showOriginal, setShowOriginal] = useState(false);
  const lang: DescriptionLanguage = canToggle && !showOriginal ? locale : 'original';
  const answer = useDescription(hotel.id, lang, { enabled: hasText });

  if (!hasText) {
    return <p className="hotel-panel__empty">{intl.formatMessage({ id: 'hotel.description.empty' })}</p>;
  }
  const originalName = intl.formatDisplayName(hotel.original_language, { type: 'language' }) ?? hotel.original_language;

  return (
    <div className="hotel-description">
      {canToggle ? (
        <div
          className="hotel-description__versions"
          role="group"
          aria-label={intl.formatMessage({ id: 'hotel.description.versions' })}
        >
          <button
            type="button"
            className="hotel-description__version"
            aria-pressed={!showOriginal}
            onClick={() => setShowOriginal(false)}
          >
            {intl.formatMessage({ id: 'hotel.description.translation' })}
          </button>
          <button
            type="button"
            className="hotel-description__version"
            aria-pressed={showOriginal}
            lang={hotel.original_language}
            onClick={() => setShowOriginal(true)}
          >
            {intl.formatMessage({ id: 'hotel.description.original' }, { language: originalName })}
          </button>
        </div>
      ) : null}
      {answer.isError ? (
        <div className="hotel-panel__error" role="alert">
          <p>{intl.formatMessage({ id: 'hotel.description.error' })}</p>
          <button type="button" className="button button--secondary" onClick={() => void answer.refetch()}>
            {intl.formatMessage({ id: 'hotel.description.retry' })}
          </button>
        </div>
      ) : answer.data ? (
        <>
          {answer.data.translated ? (
            <p className="hotel-description__note">
              {intl.formatMessage({ id: 'hotel.description.machine_translated' })}
            </p>
          ) : null}
          <DescriptionText text={answer.data.text} lang={answer.data.language} />
        </>
      ) : (
        <div className="hotel-description__loading" aria-busy="true">
          <p className="visually-hidden" role="status">
            {intl.formatMessage({ id: 'hotel.description.loading' })}
          </p>
          {Array.from({ length: SKELETON_LINES }, (_, index) => (
            <span key={index} className="skeleton hotel-description__skeleton" aria-hidden="true" />
          ))}
        </div>
      )}
    </div>
  );
}

/** `lang` tells screen readers and hyphenation which language the text is in, which may not be the page's. */
function DescriptionText({ text, lang }: { text: string; lang: string }) {
  const content = descriptionContent(text);
  if (content.kind === 'html') {
    // Sanitised in descriptionContent: only simple formatting tags, no attributes.
    return <div className="hotel-description__text" lang={lang} dangerouslySetInnerHTML={{ __html: content.html }} />;
  }
  return (
    <div className="hotel-description__text" lang={lang}>
      {content.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
