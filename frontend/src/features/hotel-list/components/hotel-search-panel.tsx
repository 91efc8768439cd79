import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RegionsFilter } from '@app/shared/filters';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback.ts';
import {
  chosenPlace,
  regionOptionLabel,
  regionOptions,
  type HotelOfferType,
  type HotelSearch,
} from '../hotel-search.ts';
import type { HotelSearchControls } from '../use-hotel-search.ts';

/** Typing pauses this long before the list follows: one request per word, not per key. */
const TYPING_DELAY_MS = 350;
const OFFER_TYPES = ['', 'A', 'S'] as const;

interface HotelSearchPanelProps {
  readonly search: HotelSearch;
  readonly regions: RegionsFilter | undefined;
  readonly onChange: HotelSearchControls['change'];
}

/**
 * The hotel list's controls (spec §2): name or place, a country then one of its regions (from
 * /filter/regions), and the kind of offer. The text box keeps what is typed while the URL catches up,
 * and takes the URL's text when Back or Forward changes it.
 */
export function HotelSearchPanel({ search, regions, onChange }: HotelSearchPanelProps) {
  const intl = useIntl();
  const countryId = useId();
  const regionId = useId();
  const [draft, setDraft] = useState(search.text);
  const [shownText, setShownText] = useState(search.text);
  if (search.text !== shownText) {
    setShownText(search.text);
    setDraft(search.text);
  }
  const commitText = useDebouncedCallback((text: string) => onChange({ text }, { typed: true }), TYPING_DELAY_MS);
  const place = chosenPlace(regions, search.region);
  const countries = (regions?.main_regions ?? []).flatMap((id) => regions?.regions[String(id)] ?? []);
  const subregions = regionOptions(regions, place.country);
  const anything = search.text !== '' || search.region !== undefined || search.offerType !== undefined;

  return (
    <form className="hotel-search" role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        className="hotel-search__text"
        label={intl.formatMessage({ id: 'hotel_list.search_label' })}
        type="search"
        value={draft}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        placeholder={intl.formatMessage({ id: 'hotel_list.search_placeholder' })}
        onChange={(event) => {
          setDraft(event.target.value);
          commitText(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter searches at once instead of waiting for the pause.
          if (event.key === 'Enter') onChange({ text: event.currentTarget.value }, { typed: true });
        }}
      />
      <div className="field">
        <label htmlFor={countryId} className="field__label">
          {intl.formatMessage({ id: 'hotel_list.country' })}
        </label>
        <select
          id={countryId}
          className="field__input"
          value={place.country ?? ''}
          onChange={(event) => onChange({ region: event.target.value ? Number(event.target.value) : undefined })}
        >
          <option value="">{intl.formatMessage({ id: 'hotel_list.country_any' })}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={regionId} className="field__label">
          {intl.formatMessage({ id: 'hotel_list.region' })}
        </label>
        <select
          id={regionId}
          className="field__input"
          value={place.region ?? ''}
          disabled={place.country === undefined}
          onChange={(event) => onChange({ region: event.target.value ? Number(event.target.value) : place.country })}
        >
          <option value="">
            {intl.formatMessage({
              id: place.country === undefined ? 'hotel_list.region_choose_country' : 'hotel_list.region_any',
            })}
          </option>
          {subregions.map((region) => (
            <option key={region.id} value={region.id}>
              {regionOptionLabel(region, region.id === place.region)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="hotel-search__types">
        <legend className="field__label">{intl.formatMessage({ id: 'hotel_list.type' })}</legend>
        {OFFER_TYPES.map((type) => (
          <label key={type || 'any'} className="hotel-search__type">
            <input
              type="radio"
              name="offer_type"
              value={type}
              checked={(search.offerType ?? '') === type}
              onChange={() => onChange({ offerType: type === '' ? undefined : (type satisfies HotelOfferType) })}
            />
            <span>{intl.formatMessage({ id: type === '' ? 'hotel_list.type_any' : `hotel_list.type_${type}` })}</span>
          </label>
        ))}
      </fieldset>
      {anything ? (
        <button
          type="button"
          className="button button--secondary hotel-search__clear"
          onClick={() => {
            setDraft('');
            onChange({ text: '', region: undefined, offerType: undefined });
          }}
        >
          {intl.formatMessage({ id: 'hotel_list.clear' })}
        </button>
      ) : null}
    </form>
  );
}
