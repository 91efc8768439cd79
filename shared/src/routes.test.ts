import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES, apiPathPatterns, buildPath, findRoute, isApiPath, matchPath } from './routes.ts';

describe('route table', () => {
  it('finds a route by method and path', () => {
    expect(findRoute('GET', '/health').match?.id).toBe('health');
    expect(findRoute('POST', '/admin/api/session').match?.id).toBe('adminSignIn');
    expect(findRoute('DELETE', '/admin/api/session').match?.id).toBe('adminSignOut');
  });

  it('lists the methods of a known path when the method does not match (for 405)', () => {
    const result = findRoute('PUT', '/admin/api/session');
    expect(result.match).toBeUndefined();
    expect(result.allowed.sort()).toEqual(['DELETE', 'POST']);
  });

  it('reports nothing for an unknown path (for 404)', () => {
    expect(findRoute('GET', '/nope')).toEqual({ allowed: [], group: undefined });
  });

  it('matches path parameters and rejects empty segments', () => {
    expect(matchPath('/ulubione/{fav_uuid}/add', '/ulubione/abc-1/add')).toEqual({ fav_uuid: 'abc-1' });
    expect(matchPath('/ulubione/{fav_uuid}/add', '/ulubione//add')).toBeUndefined();
    expect(matchPath('/ulubione/{fav_uuid}/add', '/ulubione/abc/destroy')).toBeUndefined();
  });

  it('round-trips any parameter value through buildPath and matchPath', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        expect(
          matchPath('/ulubione/{fav_uuid}/add', buildPath('/ulubione/{fav_uuid}/add', { fav_uuid: value })),
        ).toEqual({
          fav_uuid: value,
        });
      }),
    );
  });

  it('sends exactly the API paths to the API and keeps page paths on the site (architecture §5)', () => {
    expect(apiPathPatterns()).toEqual([
      '/admin/api/*',
      '/api/*',
      '/blog/*',
      '/contact/*',
      '/content/*',
      '/csrf_token',
      '/filter/*',
      '/health',
      '/img/*',
      '/newsletter/*',
      '/offers/*',
      '/regions/*',
      '/reservation/*',
    ]);
    for (const route of Object.values(ROUTES)) expect(isApiPath(route.path)).toBe(true);
    for (const page of [
      '/',
      '/offers',
      '/admin',
      '/admin/login',
      '/wakacje/turcja',
      '/schowek',
      '/healthy',
      '/hotele',
      '/rezerwacja-grupowa',
    ]) {
      expect(isApiPath(page)).toBe(false);
    }
    expect(isApiPath('/admin/api/unknown')).toBe(true);
  });

  it("serves the operators' logos and their list from the offers group (API-27)", () => {
    expect(findRoute('GET', '/img/partners')).toMatchObject({ match: { id: 'imgPartners' }, group: 'offers' });
    expect(findRoute('GET', '/img/partners/DER')).toMatchObject({
      match: { id: 'imgPartner', params: { code: 'DER' } },
      group: 'offers',
    });
    expect(isApiPath('/img/partners/DER')).toBe(true);
  });

  it('names every API path relative to the site origin: no scheme, no host (API-01)', () => {
    // One leading slash, then a path segment: neither `https://host/…` nor `//host/…` (protocol-relative).
    for (const route of Object.values(ROUTES)) expect(route.path, route.path).toMatch(/^\/[\w-]/);
  });

  it('serves two groups under /offers/, each by its exact path (the offers Lambda never sends mail)', () => {
    expect(findRoute('GET', '/offers/list')).toMatchObject({ match: { id: 'offersList' }, group: 'offers' });
    expect(findRoute('POST', '/offers/ask_for_offer')).toMatchObject({
      match: { id: 'offersAskForOffer' },
      group: 'enquiries',
    });
    expect(findRoute('POST', '/offers/send_on_email').group).toBe('enquiries');
    // A wrong method still reaches the group that owns the path, which answers 405.
    expect(findRoute('GET', '/offers/ask_for_offer')).toEqual({ allowed: ['POST'], group: 'enquiries' });
    const mailing = Object.values(ROUTES).filter((route) => route.group === 'enquiries');
    expect(mailing.every((route) => route.method === 'POST')).toBe(true);
  });

  it('serves the printable offer sheet and its PDF from the exports group, which only reads (decision 029)', () => {
    expect(findRoute('GET', '/offers/offer_sheet')).toMatchObject({ match: { id: 'offersSheet' }, group: 'exports' });
    expect(findRoute('GET', '/offers/offer_sheet_pdf')).toMatchObject({
      match: { id: 'offersSheetPdf' },
      group: 'exports',
    });
    expect(isApiPath('/offers/offer_sheet_pdf')).toBe(true);
    const exports = Object.values(ROUTES).filter((route) => route.group === 'exports');
    expect(exports.every((route) => route.method === 'GET')).toBe(true);
  });
});
