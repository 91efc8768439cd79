import type { Locale } from '@app/shared/locale';
import type { FactsResponse } from '@app/shared/offers';
import type { SearchFacts } from '../lib/offer-engine/search/search-facts.ts';
import { airportName, localName, presentOffer, type ReferenceLookup } from './present.ts';
import { travelDocumentFor } from '@app/shared/travel-documents';

const money = (cents: number) => Math.round(cents) / 100;

/** The engine's facts with names in the visitor's language and each country's travel document. */
export function presentFacts(facts: SearchFacts, lookup: ReferenceLookup, locale: Locale): FactsResponse {
  return {
    total_offers: facts.offers,
    total_hotels: facts.groups,
    price_per_person_pln: facts.pln && { min: money(facts.pln.minCents), median: money(facts.pln.medianCents) },
    price_per_person_eur: facts.eur && { min: money(facts.eur.minCents), median: money(facts.eur.medianCents) },
    cheapest_offer: facts.cheapest && presentOffer(facts.cheapest, lookup, locale),
    departure_dates:
      facts.firstDeparture && facts.lastDeparture ? { first: facts.firstDeparture, last: facts.lastDeparture } : null,
    duration:
      facts.durationMin !== null && facts.durationMax !== null
        ? { min: facts.durationMin, max: facts.durationMax }
        : null,
    operators_count: facts.operators,
    departure_airports: facts.departureAirports.map(({ iata, offers }) => ({
      iata,
      name: airportName(lookup, iata, locale),
      offers,
    })),
    countries: facts.countries.flatMap(({ regionId, groups }) => {
      const country = lookup.regions.get(regionId);
      if (!country) return [];
      return [
        {
          id: country.id,
          name: localName(country, locale),
          hotels: groups,
          travel_document: travelDocumentFor(country.country_code, locale),
        },
      ];
    }),
  };
}
