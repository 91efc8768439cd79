import type { IntlShape } from 'react-intl';
import { isVirtualAirportCode } from '@app/shared/reference-data';
import { TRANSFER } from '@app/shared/search-form/transfer';
import { tripLengthLabel } from '@app/shared/search-form/trip-length';
import { ADULTS_DEFAULT } from '@app/shared/search-form/party';
import type { SearchFormValues } from '@app/shared/search-form/search-query';
import { airportName, operatorLabel } from '../../components/search-fields/virtual-choices.ts';
import { formatPriceEur } from '../../lib/intl/formats.ts';
import type { MessageId } from '../../lib/intl/message-id.ts';
import type { FilterChip } from './active-filter-chips.ts';
import { datesText, partyText } from './search-summary.ts';
import type { FilterNames } from './use-filter-names.ts';

/**
 * A chip's words: the chosen value as the sidebar names it, in the visitor's language. A value whose
 * name has not arrived yet reads as its filter's name ("Kierunek"), never as an id or an internal code.
 */
export function chipLabel(
  intl: IntlShape,
  chip: FilterChip,
  values: Partial<SearchFormValues>,
  names: FilterNames,
  todayIso: string,
): string {
  const say = (id: MessageId, args?: Record<string, string | number>) => intl.formatMessage({ id }, args);
  switch (chip.kind) {
    case 'region':
      return names.region(chip.value) ?? say('search.regions');
    case 'airport':
      return airportName(intl, chip.value, names.airport(chip.value));
    case 'board':
      return names.board(chip.value) ?? say('search.boards');
    case 'accommodation':
      return names.accommodation(chip.value) ?? say('search.accommodations');
    case 'facility':
      return names.facility(chip.value) ?? say('search.facilities');
    case 'operator': {
      // A brand's code (DER) is the API's key; until the name arrives the chip names the filter.
      const name = names.operator(chip.value);
      return name === undefined && !isVirtualAirportCode(chip.value)
        ? say('search.operators')
        : operatorLabel(intl, chip.value, name);
    }
    case 'dates':
      return datesText(intl, values, todayIso) ?? say('offers_list.chips.dates');
    case 'duration':
      return tripLengthLabel(values.durationMin, values.durationMax, say('search.duration.days'));
    case 'party':
      return partyText(intl, values.adults ?? ADULTS_DEFAULT, values.childrenAges?.length ?? 0);
    case 'transfer':
      return say(values.transfer === TRANSFER.with ? 'search.transfer.with' : 'search.transfer.without');
    case 'price':
      return say('offers_list.chips.price', { price: formatPriceEur(intl, values.priceMaxEur ?? 0) });
    case 'stars':
      return say('offers_list.chips.stars', { count: values.hotelStandard ?? 0 });
    case 'hotelName':
      return say('offers_list.chips.hotel_name', { name: values.hotelName ?? '' });
  }
}
