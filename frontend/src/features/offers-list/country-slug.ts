import type { RegionsFilter } from '@app/shared/filters';
import { hotelSlug } from '@app/shared/hotel-link';

/**
 * The region a /wakacje/<slug> path names (ROUTE-06): the slug of its Polish name, as the site's own
 * links write it (/wakacje/dominikana, /wakacje/grecja). Countries win over regions of the same name.
 */
export function regionIdBySlug(
  data: Pick<RegionsFilter, 'regions_list' | 'main_regions'>,
  slug: string,
): number | undefined {
  const wanted = slug.toLowerCase();
  const matches = data.regions_list.filter((region) => hotelSlug(region.name) === wanted);
  return (matches.find((region) => data.main_regions.includes(region.id)) ?? matches[0])?.id;
}
