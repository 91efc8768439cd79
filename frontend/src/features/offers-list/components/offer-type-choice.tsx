import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SearchOfferType } from '@app/shared/search-form/active-filters';

const TYPES = ['A', 'S', 'C1', 'C2'] as const;
type ListType = (typeof TYPES)[number];

/**
 * The offer type of /offers (spec §3 offer type codes): holidays, hotels only, one-way and two-way
 * flights. C (any flight) is searched as C2 (spec §4), so it shows as two-way.
 */
export function OfferTypeChoice({ value, onChange }: { value: SearchOfferType; onChange: (type: ListType) => void }) {
  const intl = useIntl();
  const name = useId();
  const shown = value === 'C' ? 'C2' : value;
  return (
    <fieldset className="checkbox-list offer-type-choice">
      <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'offers_list.type' })}</legend>
      {TYPES.map((type) => (
        <label key={type} className="radio">
          <input type="radio" name={name} checked={shown === type} onChange={() => onChange(type)} />
          <span>{intl.formatMessage({ id: `offers_list.type.${type}` })}</span>
        </label>
      ))}
    </fieldset>
  );
}
