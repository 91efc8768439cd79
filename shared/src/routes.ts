/**
 * The one route table of the API (architecture §5). It drives:
 * - the Lambda handlers (each endpoint group implements exactly its routes),
 * - the local adapter (which group serves a request),
 * - the CDK app (API Gateway routes and the CloudFront behaviours that send API paths to the API),
 * - the front-end client (paths, methods).
 *
 * Paths are those of spec §7, served at the site's own origin. `{name}` marks a path parameter.
 */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One Lambda per endpoint group; the group name is also its folder in `functions/src/`. */
export const ENDPOINT_GROUPS = [
  'system',
  'content',
  'filters',
  'offers',
  'admin-session',
  'enquiries',
  'exports',
] as const;
export type EndpointGroup = (typeof ENDPOINT_GROUPS)[number];

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly group: EndpointGroup;
}

export const ROUTES = {
  health: { method: 'GET', path: '/health', group: 'system' },
  csrfToken: { method: 'GET', path: '/csrf_token', group: 'system' },
  recommendedRegions: { method: 'GET', path: '/regions/get_recommended_regions', group: 'offers' },
  // Home-page content (spec §2, §3); the spec shows no paths for these, so they live under /content/.
  headlines: { method: 'GET', path: '/content/headlines', group: 'content' },
  categories: { method: 'GET', path: '/content/categories', group: 'content' },
  homeTiles: { method: 'GET', path: '/content/home_tiles', group: 'content' },
  siteConfiguration: { method: 'GET', path: '/content/site_configuration', group: 'content' },
  // The blog (spec §2, §7): curiosities and articles are content; related offers need the offers snapshot.
  blogCuriosity: { method: 'GET', path: '/blog/get_curiosity', group: 'content' },
  blogArticles: { method: 'GET', path: '/blog/articles', group: 'content' },
  blogArticle: { method: 'GET', path: '/blog/article', group: 'content' },
  blogRelatedOffers: { method: 'GET', path: '/blog/related_offers', group: 'offers' },
  filterAirports: { method: 'GET', path: '/filter/airports', group: 'filters' },
  filterRegions: { method: 'GET', path: '/filter/regions', group: 'filters' },
  filterFacilities: { method: 'GET', path: '/filter/facilities', group: 'filters' },
  filterOperators: { method: 'GET', path: '/filter/operators', group: 'filters' },
  filterDefault: { method: 'GET', path: '/filter/get_default_filter', group: 'filters' },
  offersList: { method: 'GET', path: '/offers/list', group: 'offers' },
  offersAvailable: { method: 'GET', path: '/offers/available', group: 'offers' },
  offersShowOffer: { method: 'GET', path: '/offers/show_offer', group: 'offers' },
  offersForHotel: { method: 'GET', path: '/offers/for_hotel', group: 'offers' },
  offersShowHotel: { method: 'GET', path: '/offers/show_hotel', group: 'offers' },
  offersDescription: { method: 'GET', path: '/offers/description', group: 'offers' },
  offersHotelsList: { method: 'GET', path: '/offers/get_hotels_list', group: 'offers' },
  offersVariants: { method: 'GET', path: '/offers/variants', group: 'offers' },
  offersFacts: { method: 'GET', path: '/offers/facts', group: 'offers' },
  specialOffersList: { method: 'GET', path: '/api/special_offers_list', group: 'offers' },
  // Operators' logos (API-27): the snapshot's operators, so the offers group serves them.
  imgPartners: { method: 'GET', path: '/img/partners', group: 'offers' },
  imgPartner: { method: 'GET', path: '/img/partners/{code}', group: 'offers' },
  // Visitor forms that store an enquiry and send e-mail. The two under /offers/ belong to their own
  // group, so the read-only offers Lambda gets no write or mail permissions: API Gateway and the
  // local adapter pick the group by the exact path, CloudFront only by the /offers/* prefix.
  contactMe: { method: 'POST', path: '/contact/contact_me', group: 'enquiries' },
  contactSendMessage: { method: 'POST', path: '/contact/send_message', group: 'enquiries' },
  offersAskForOffer: { method: 'POST', path: '/offers/ask_for_offer', group: 'enquiries' },
  offersSendOnEmail: { method: 'POST', path: '/offers/send_on_email', group: 'enquiries' },
  newsletterSignUp: { method: 'POST', path: '/newsletter/sign_up', group: 'enquiries' },
  newsletterConfirm: { method: 'POST', path: '/newsletter/add_email_to_newsletter_db', group: 'enquiries' },
  groupReservation: { method: 'POST', path: '/reservation/group_reservation', group: 'enquiries' },
  // Printable documents (issue 14; PRINT-01..04). Their own group, so Chromium and its memory live in
  // one Lambda and the read-only offers Lambda stays small; like the enquiries above, the two under
  // /offers/ are routed by exact path (decision 029).
  offersSheet: { method: 'GET', path: '/offers/offer_sheet', group: 'exports' },
  offersSheetPdf: { method: 'GET', path: '/offers/offer_sheet_pdf', group: 'exports' },
  adminSignIn: { method: 'POST', path: '/admin/api/session', group: 'admin-session' },
  adminSignOut: { method: 'DELETE', path: '/admin/api/session', group: 'admin-session' },
  adminMe: { method: 'GET', path: '/admin/api/me', group: 'admin-session' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;
export type RoutesOfGroup<G extends EndpointGroup> = {
  [K in RouteId]: (typeof ROUTES)[K]['group'] extends G ? K : never;
}[RouteId];

/**
 * The group that answers requests under API paths that match no route (404) — in AWS the
 * API's `$default` route, locally the adapter's fallback.
 */
export const FALLBACK_GROUP: EndpointGroup = 'system';

export function routeIdsOfGroup(group: EndpointGroup): RouteId[] {
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].group === group);
}

/** A compiled path template: `/ulubione/{fav_uuid}/add` matches `/ulubione/abc/add`. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith('{') && w.endsWith('}')) {
      if (g === '') return undefined;
      params[w.slice(1, -1)] = safeDecode(g);
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface RouteMatch {
  readonly id: RouteId;
  readonly params: Record<string, string>;
}

/** Finds the route for a method and path; `allowed` lists the methods the path supports. */
export function findRoute(
  method: string,
  path: string,
): { match?: RouteMatch; allowed: HttpMethod[]; group?: EndpointGroup } {
  const allowed: HttpMethod[] = [];
  let group: EndpointGroup | undefined;
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    const route = ROUTES[id];
    const params = matchPath(route.path, path);
    if (!params) continue;
    group ??= route.group;
    allowed.push(route.method);
    if (route.method === method) return { match: { id, params }, allowed, group: route.group };
  }
  return { allowed, group };
}

/**
 * CloudFront path patterns that must reach the API rather than the static site. A route's first
 * path segment becomes `/<segment>/*`, and a single-segment route is matched exactly, so the page
 * `/offers` stays on the site while `/offers/list` goes to the API. `/admin/api/*` is kept whole
 * because `/admin/*` are pages.
 */
export function apiPathPatterns(): string[] {
  const patterns = new Set<string>();
  for (const route of Object.values(ROUTES)) {
    const segments = route.path.split('/').filter(Boolean);
    if (route.path.startsWith('/admin/api/')) patterns.add('/admin/api/*');
    else if (segments.length === 1) patterns.add(route.path);
    else patterns.add(`/${segments[0] ?? ''}/*`);
  }
  return [...patterns].sort();
}

/**
 * Hotel images published by the offer import: CloudFront serves this prefix from the media
 * bucket, the local adapter from the local S3. Not an API path and never a page route.
 */
export const MEDIA_PATH_PREFIX = '/media/';

/** Whether a request path belongs to the API (the same decision CloudFront makes). */
export function isApiPath(path: string): boolean {
  return apiPathPatterns().some((pattern) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

/** Fills `{name}` placeholders, encoding each value. */
export function buildPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
