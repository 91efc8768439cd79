import { afterEach, describe, expect, it } from 'vitest';
import { offersListQuery, readListSearch } from '@app/shared/offers-list/list-query';
import { jsonResponse, stubFetch } from '../testing/fake-fetch.ts';
import { listAnswer } from '../testing/offers-list.fixture.ts';
import { getOffersList } from './get-offers-list.ts';
import { offersListUrl } from './offers-list-url.ts';

const TIME_ZONE = 'Europe/Warsaw';

/** A search's list query, from a page URL with a list, a Polish hotel name and characters that need escaping. */
const QUERY = offersListQuery(
  readListSearch(
    '?regions=202001,200210&boards=12&hotel_name=Zażółć+%26+Spa&adults_number=3&sort=rating',
    {},
    {
      timeZone: TIME_ZONE,
    },
  ),
  { timeZone: TIME_ZONE },
);

afterEach(() => {
  delete window.__earlyRequests;
});

describe('the URL of a search’s list request (decision 020)', () => {
  it('is the search’s query string as it is, never parsed and written again', () => {
    expect(offersListUrl(QUERY)).toBe(`/offers/list?${QUERY}`);
    expect(QUERY).toContain('regions=202001,200210');
    expect(QUERY).toContain('hotel_name=Za%C5%BC%C3%B3%C5%82%C4%87%20%26%20Spa');
  });

  it('is, byte for byte, what the API client sends, so the early search’s answer is taken', async () => {
    const fake = stubFetch({ 'GET /offers/list': () => jsonResponse(200, listAnswer([])) });
    await getOffersList(QUERY);
    expect(fake.calls.map((call) => call.url)).toEqual([offersListUrl(QUERY)]);
  });
});
