import { ok, type GroupRoutes } from '../lib/http/create-handler.ts';
import { airportsFilter, defaultFilter, facilitiesFilter, operatorsFilter, regionsFilter } from './filters.ts';
import { currentReferenceData } from './reference-cache.ts';

const localized = { vary: 'Accept-Language' };

export const filtersRoutes: GroupRoutes<'filters'> = {
  filterAirports: async (request) =>
    ok(airportsFilter(await currentReferenceData(), request.locale), { headers: localized }),
  filterRegions: async (request) =>
    ok(regionsFilter(await currentReferenceData(), request.locale), { headers: localized }),
  filterFacilities: async (request) =>
    ok(facilitiesFilter(await currentReferenceData(), request.locale), { headers: localized }),
  filterOperators: async (request) =>
    ok(operatorsFilter(await currentReferenceData(), request.locale), { headers: localized }),
  filterDefault: async (request) =>
    ok(defaultFilter(await currentReferenceData(), request.locale), { headers: localized }),
};
