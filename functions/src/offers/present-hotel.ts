import type { HotelFeedRow } from '@app/shared/feed';
import type { HotelDetails } from '@app/shared/hotel-page/hotel-details';
import type { Locale } from '@app/shared/locale';
import { nameIn } from '@app/shared/reference-data';
import { countryOf, localName, localTown, type ReferenceLookup } from './present.ts';

/** The hotel page's content (spec §2): facts, gallery, facilities with icons, reviews, weather. */
export function presentHotel(hotel: HotelFeedRow, lookup: ReferenceLookup, locale: Locale): HotelDetails {
  const region = lookup.regions.get(hotel.region_id);
  const country = countryOf(lookup, hotel.region_id);
  return {
    id: hotel.id,
    name: hotel.name,
    stars: hotel.stars,
    city: localTown(lookup, hotel.region_id, hotel.city, locale),
    lat: hotel.lat,
    lon: hotel.lon,
    region: { id: hotel.region_id, name: region ? localName(region, locale) : '' },
    country: { id: country?.id ?? 0, name: country ? localName(country, locale) : '' },
    // Every region carries its country's code; the feed import only admits hotels of known regions.
    country_code: (country ?? region)?.country_code ?? '',
    gallery: hotel.gallery,
    facilities: hotel.facility_ids.flatMap((id) => {
      const facility = lookup.facilities.get(id);
      return facility
        ? [
            {
              id,
              name: localName(facility, locale),
              category: nameIn(facility.category, facility.category_names, locale),
              ...(facility.icon ? { icon: facility.icon } : {}),
            },
          ]
        : [];
    }),
    reviews: hotel.reviews,
    weather: hotel.weather,
    description_languages: Object.keys(hotel.description.texts),
    original_language: hotel.description.original_language,
  };
}
