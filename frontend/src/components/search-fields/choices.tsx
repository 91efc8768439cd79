import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TRANSFER, toggleTransfer, type Transfer } from '@app/shared/search-form/transfer';
import { OptionCount } from './option-count.tsx';

/**
 * Transfer with / without (spec §4): two checkboxes that exclude each other; clicking the chosen
 * one clears it. '2' means with transfer, '1' without (spec §3).
 */
export function TransferChoice({
  value,
  onChange,
}: {
  value: '' | '1' | '2';
  onChange: (value: '' | '1' | '2') => void;
}) {
  const intl = useIntl();
  const id = useId();
  const box = (own: Transfer, label: string) => (
    <label className="checkbox" htmlFor={`${id}-${own}`}>
      <input
        id={`${id}-${own}`}
        type="checkbox"
        checked={value === own}
        onChange={() => onChange(toggleTransfer(value || undefined, own) ?? '')}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="checkbox-list">
      <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'search.transfer' })}</legend>
      {box(TRANSFER.with, intl.formatMessage({ id: 'search.transfer.with' }))}
      {box(TRANSFER.without, intl.formatMessage({ id: 'search.transfer.without' }))}
    </fieldset>
  );
}

/**
 * Hotel standard from (rating_min): one choice of 0 (any) to 5 stars (spec §2, §9); `countOf` adds a
 * live count per choice (the offers list's facet).
 */
export function StarsChoice({
  value,
  onChange,
  countOf,
}: {
  value: number;
  onChange: (stars: number) => void;
  countOf?: (stars: number) => number | undefined;
}) {
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className="stars-choice">
      <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'search.stars' })}</legend>
      {[0, 1, 2, 3, 4, 5].map((stars) => (
        <label key={stars} className="radio">
          <input type="radio" name={name} checked={value === stars} onChange={() => onChange(stars)} />
          <span>
            {stars === 0
              ? intl.formatMessage({ id: 'search.stars.any' })
              : intl.formatMessage({ id: 'search.stars.from' }, { count: stars })}
          </span>
          <OptionCount count={countOf?.(stars)} />
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Flight type (decision D6): two radio buttons, one way (C1) and two ways (C2); none chosen means
 * any flight (C). Clicking the chosen one clears it, so "any" can be chosen again.
 */
export function FlightTypeChoice({
  value,
  onChange,
}: {
  value: '' | 'C1' | 'C2';
  onChange: (value: '' | 'C1' | 'C2') => void;
}) {
  const intl = useIntl();
  const name = useId();
  const radio = (own: 'C1' | 'C2', label: string) => (
    <label className="radio">
      <input
        type="radio"
        name={name}
        checked={value === own}
        onChange={() => onChange(own)}
        onClick={() => {
          if (value === own) onChange('');
        }}
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="flight-type">
      <legend className="checkbox-list__legend">{intl.formatMessage({ id: 'search.flight_type' })}</legend>
      {radio('C1', intl.formatMessage({ id: 'search.flight_type.C1' }))}
      {radio('C2', intl.formatMessage({ id: 'search.flight_type.C2' }))}
    </fieldset>
  );
}
