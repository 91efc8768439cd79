import type { HotelDetails } from './hotel-details.ts';

/**
 * Where a hotel lies, as one line: "Hiszpania, Majorka, Alcúdia" (the widest place first) or the
 * other way round for an address. A name the next level repeats ("Albania, Durrës, Durrës") is
 * given once, and empty names are left out.
 */
export function hotelPlace(
  hotel: Pick<HotelDetails, 'city' | 'region' | 'country'>,
  order: 'widest-first' | 'narrowest-first',
): string {
  const widestFirst = [hotel.country.name, hotel.region.name, hotel.city];
  const names = order === 'widest-first' ? widestFirst : widestFirst.reverse();
  return names.filter((name, index) => name !== '' && names.indexOf(name) === index).join(', ');
}
