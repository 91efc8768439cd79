import {
  AirportsFilterSchema,
  DefaultFilterResponseSchema,
  FacilitiesFilterSchema,
  OperatorsFilterSchema,
  RegionsFilterSchema,
} from '@app/shared/filters';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../lib/aws/dynamodb.ts';
import { env } from '../lib/env.ts';
import { TestClient } from '../test/api-client.ts';
import { REFERENCE_FIXTURE } from './reference-fixture.ts';
import { putReferenceData } from '../lib/db/reference-data-table.ts';

describe('filter endpoints against DynamoDB Local', () => {
  beforeAll(async () => {
    await putReferenceData(documentClient(), env().TABLE_NAME, REFERENCE_FIXTURE, 'fixture');
  });

  it('GET /filter/airports answers the airports map and list (API-07)', async () => {
    const response = await new TestClient().request('/filter/airports');
    expect(response.status).toBe(200);
    const body = AirportsFilterSchema.parse(await response.json());
    expect(body.airports_list[0]?.iata).toBe('WAW');
  });

  it('GET /filter/airports answers names in the visitor language, never an internal code (API-07, D14)', async () => {
    const response = await new TestClient().request('/filter/airports', { headers: { 'accept-language': 'de' } });
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const body = AirportsFilterSchema.parse(await response.json());
    expect(body.airports['MUC']?.name).toBe('München');
    expect(body.airports['ALL_POL']?.name).toBe('Alle Flughäfen in Polen');
    expect(body.airports['ALL_POL']?.group).toBe('Polska');
  });

  it('GET /filter/operators and /filter/facilities name groups and categories in the visitor language (D14)', async () => {
    const client = new TestClient();
    const headers = { 'accept-language': 'de' };
    const operators = OperatorsFilterSchema.parse(
      await (await client.request('/filter/operators', { headers })).json(),
    );
    expect(operators.operators.map((group) => group.country)).toEqual(['Deutschland', 'Polen']);
    expect(operators.virtual['Niemcy']).toEqual({ code: 'ALL_GER', name: 'Deutschland', country: 'Deutschland' });
    const facilities = FacilitiesFilterSchema.parse(
      await (await client.request('/filter/facilities', { headers })).json(),
    );
    expect(facilities.facilities.map((facility) => facility.category)).toEqual(['Hotel', 'Pool']);
  });

  it('GET /filter/regions answers in the visitor language (API-08)', async () => {
    const response = await new TestClient().request('/filter/regions', { headers: { 'accept-language': 'en' } });
    const body = RegionsFilterSchema.parse(await response.json());
    expect(body.regions['200100']?.name).toBe('Turkey');
  });

  it('GET /filter/facilities, /filter/operators and /filter/get_default_filter answer with no payload (API-09 to API-11)', async () => {
    const client = new TestClient();
    const facilities = FacilitiesFilterSchema.parse(await (await client.request('/filter/facilities')).json());
    expect(facilities.facilities).toHaveLength(2);
    const operators = OperatorsFilterSchema.parse(await (await client.request('/filter/operators')).json());
    expect(operators.operators.map((group) => [group.country, group.operators.map((o) => o.code)])).toEqual([
      ['Niemcy', ['DER', 'FTI']],
      ['Polska', ['ITAK']],
    ]);
    expect(operators.virtual['Niemcy']?.code).toBe('ALL_GER');
    const defaults = DefaultFilterResponseSchema.parse(
      await (await client.request('/filter/get_default_filter', { headers: { 'accept-language': 'de' } })).json(),
    );
    expect(defaults).toEqual({
      accommodation_list: [{ id: 1, name: 'Doppelzimmer' }],
      duration: { default: '7-10', list: ['1-4', '7-10', '13-15'] },
      alimentations_list: [
        { id: 2, name: 'Frühstück' },
        { id: 12, name: 'All inclusive' },
      ],
    });
  });
});
