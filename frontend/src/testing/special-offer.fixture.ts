import type { SpecialOffer } from '@app/shared/offers';

/** A special offer as the API answers it, for tests. */
export function specialOffer(
  overrides: Partial<SpecialOffer> = {},
  subject: Partial<SpecialOffer['subject']> = {},
): SpecialOffer {
  return {
    offer_type: 'A',
    is_allinclusive: false,
    is_firstminute: false,
    is_lastminute: false,
    price_pln: 1999.6,
    ...overrides,
    subject: {
      name: 'Hotel Riu Palace',
      description_link: '/hotel/hotel-riu-palace?id=H1&offer_type=A',
      image_url: '/media/hotels/h1.jpg',
      thumbnail_url: '/media/hotels/h1.jpg',
      image_urls: ['/media/hotels/h1.jpg'],
      country_name: 'Hiszpania',
      region_name: 'Majorka',
      rating: 4,
      facilities: [{ type: 'pool' }, { type: 'wifi' }],
      ...subject,
    },
  };
}
