import { describe } from 'vitest';
import { checkFolderCatalogues, type FolderCatalogues } from '../../../testing/folder-catalogue.ts';
import { hotelMapGalleryDe, hotelMapGalleryEn, hotelMapGalleryPl } from './map-gallery-messages.ts';

const CATALOGUES: FolderCatalogues = {
  pl: hotelMapGalleryPl,
  en: hotelMapGalleryEn,
  de: hotelMapGalleryDe,
};

const VALUES = {
  name: 'Hotel',
  city: 'Durrës',
  region: 'Riwiera',
  country: 'Albania',
  lat: '41,32998',
  lon: '19,44300',
  latHemisphere: 'north',
  lonHemisphere: 'east',
  n: 3,
  total: 12,
};

describe('hotel map and gallery messages', () => {
  checkFolderCatalogues(CATALOGUES, { prefix: /^hotel\.(map|gallery)\./, values: VALUES });
});
