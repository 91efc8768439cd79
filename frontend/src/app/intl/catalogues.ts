import type { Locale } from '@app/shared/locale';
import { carouselDe, carouselEn, carouselPl } from '../../components/carousel/messages.ts';
import { offerCardDe, offerCardEn, offerCardPl } from '../../components/offer-card/messages.ts';
import { paginationDe, paginationEn, paginationPl } from '../../components/pagination/messages.ts';
import { partnersDe, partnersEn, partnersPl } from '../../components/partners/messages.ts';
import { regionCardDe, regionCardEn, regionCardPl } from '../../components/region-card/messages.ts';
import { searchFieldsDe, searchFieldsEn, searchFieldsPl } from '../../components/search-fields/messages.ts';
import { adminSessionDe, adminSessionEn, adminSessionPl } from '../../features/admin-session/messages.ts';
import { blogDe, blogEn, blogPl } from '../../features/blog/messages.ts';
import { destinationsDe, destinationsEn, destinationsPl } from '../../features/destinations/messages.ts';
import { groupEnquiryDe, groupEnquiryEn, groupEnquiryPl } from '../../features/group-enquiry/messages.ts';
import { homeContentDe, homeContentEn, homeContentPl } from '../../features/home-content/messages.ts';
import { hotelListDe, hotelListEn, hotelListPl } from '../../features/hotel-list/messages.ts';
import { hotelPageDe, hotelPageEn, hotelPagePl } from '../../features/hotel-page/messages.ts';
import { hotelOfferDe, hotelOfferEn, hotelOfferPl } from '../../features/hotel-page/offer/messages.ts';
import { offerFormsDe, offerFormsEn, offerFormsPl } from '../../features/hotel-page/offer-forms/messages.ts';
import {
  hotelMapGalleryDe,
  hotelMapGalleryEn,
  hotelMapGalleryPl,
} from '../../features/hotel-page/panels/map-gallery-messages.ts';
import { hotelPanelsDe, hotelPanelsEn, hotelPanelsPl } from '../../features/hotel-page/panels/messages.ts';
import { hotelNotesDe, hotelNotesEn, hotelNotesPl } from '../../features/hotel-page/panels/notes-messages.ts';
import { hotelWeatherDe, hotelWeatherEn, hotelWeatherPl } from '../../features/hotel-page/panels/weather-messages.ts';
import {
  priceCalendarDe,
  priceCalendarEn,
  priceCalendarPl,
} from '../../features/hotel-page/price-calendar/messages.ts';
import { newsletterDe, newsletterEn, newsletterPl } from '../../features/newsletter/messages.ts';
import { offersListDe, offersListEn, offersListPl } from '../../features/offers-list/messages.ts';
import {
  recommendedRegionsDe,
  recommendedRegionsEn,
  recommendedRegionsPl,
} from '../../features/recommended-regions/messages.ts';
import { searchFormDe, searchFormEn, searchFormPl } from '../../features/search-form/messages.ts';
import { specialOffersDe, specialOffersEn, specialOffersPl } from '../../features/special-offers/messages.ts';
import { siteDe, siteEn, sitePl } from '../../lib/intl/site-messages.ts';
import { pagesDe, pagesEn, pagesPl } from './page-messages.ts';

/**
 * Polish, the default and reference catalogue (spec §1): its keys define every message id. Each
 * folder keeps its words beside its code (lib: every page's; app: the pages' own; components and
 * features: their own); only here do they meet, the site's layers in order. Strings are ICU
 * MessageFormat; exact texts from the spec are copied letter for letter.
 */
export const pl = {
  ...sitePl,
  ...pagesPl,
  ...carouselPl,
  ...offerCardPl,
  ...paginationPl,
  ...partnersPl,
  ...regionCardPl,
  ...searchFieldsPl,
  ...adminSessionPl,
  ...blogPl,
  ...destinationsPl,
  ...groupEnquiryPl,
  ...homeContentPl,
  ...hotelListPl,
  ...hotelPagePl,
  ...hotelOfferPl,
  ...hotelPanelsPl,
  ...hotelMapGalleryPl,
  ...hotelWeatherPl,
  ...hotelNotesPl,
  ...priceCalendarPl,
  ...offerFormsPl,
  ...newsletterPl,
  ...offersListPl,
  ...recommendedRegionsPl,
  ...searchFormPl,
  ...specialOffersPl,
};

/** Every message id of the site; app/intl/message-ids.d.ts hands it to react-intl. */
export type MessageId = keyof typeof pl;
type Catalogue = Readonly<Record<MessageId, string>>;

/** English; each folder's part is typed against its Polish one, so a missing key does not compile. */
export const en: Catalogue = {
  ...siteEn,
  ...pagesEn,
  ...carouselEn,
  ...offerCardEn,
  ...paginationEn,
  ...partnersEn,
  ...regionCardEn,
  ...searchFieldsEn,
  ...adminSessionEn,
  ...blogEn,
  ...destinationsEn,
  ...groupEnquiryEn,
  ...homeContentEn,
  ...hotelListEn,
  ...hotelPageEn,
  ...hotelOfferEn,
  ...hotelPanelsEn,
  ...hotelMapGalleryEn,
  ...hotelWeatherEn,
  ...hotelNotesEn,
  ...priceCalendarEn,
  ...offerFormsEn,
  ...newsletterEn,
  ...offersListEn,
  ...recommendedRegionsEn,
  ...searchFormEn,
  ...specialOffersEn,
};

/** German, typed like English. */
export const de: Catalogue = {
  ...siteDe,
  ...pagesDe,
  ...carouselDe,
  ...offerCardDe,
  ...paginationDe,
  ...partnersDe,
  ...regionCardDe,
  ...searchFieldsDe,
  ...adminSessionDe,
  ...blogDe,
  ...destinationsDe,
  ...groupEnquiryDe,
  ...homeContentDe,
  ...hotelListDe,
  ...hotelPageDe,
  ...hotelOfferDe,
  ...hotelPanelsDe,
  ...hotelMapGalleryDe,
  ...hotelWeatherDe,
  ...hotelNotesDe,
  ...priceCalendarDe,
  ...offerFormsDe,
  ...newsletterDe,
  ...offersListDe,
  ...recommendedRegionsDe,
  ...searchFormDe,
  ...specialOffersDe,
};

/**
 * The site's catalogues, which the Vite plugin of lib/intl/messages-plugin.ts serves (vite.config.ts
 * names this module): a text missing in en or de reads 'Translation missing'.
 */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { pl, en, de };
