import type { ReferenceData } from '@app/shared/reference-data';

const names = (en: string, de: string) => ({ en, de });

/** A small, hand-written reference file for tests of the filter endpoints. */
export const REFERENCE_FIXTURE: ReferenceData = {
  regions: [
    { id: 200100, name: 'Turcja', names: names('Turkey', 'Türkei'), unicodeName: 'turcja', country_code: 'TR' },
    {
      id: 200101,
      name: 'Riwiera Turecka',
      names: names('Turkish Riviera', 'Türkische Riviera'),
      unicodeName: 'riwiera turecka',
      parent: 200100,
      country_code: 'TR',
    },
    {
      id: 200102,
      name: 'Alanya',
      names: names('Alanya', 'Alanya'),
      unicodeName: 'alanya',
      parent: 200101,
      country_code: 'TR',
    },
    {
      id: 200103,
      name: 'Egejska',
      names: names('Aegean', 'Ägäis'),
      unicodeName: 'egejska',
      parent: 200100,
      country_code: 'TR',
    },
    { id: 200217, name: 'Grecja', names: names('Greece', 'Griechenland'), unicodeName: 'grecja', country_code: 'GR' },
    { id: 200110, name: 'Łotwa', names: names('Latvia', 'Lettland'), unicodeName: 'lotwa', country_code: 'LV' },
    { id: 200111, name: 'Egipt', names: names('Egypt', 'Ägypten'), unicodeName: 'egipt', country_code: 'EG' },
  ],
  special_regions: [
    { key: 'no_passport', name: 'Bez paszportu', names: names('No passport', 'Ohne Reisepass'), subregions: [200217] },
  ],
  airports: [
    {
      iata: 'WAW',
      name: 'Warszawa Chopin',
      unicodeName: 'warszawa chopin',
      country: 'PL',
      role: 'departure',
      popular: true,
      virtual: false,
    },
    {
      iata: 'GDN',
      name: 'Gdańsk',
      unicodeName: 'gdansk',
      country: 'PL',
      role: 'departure',
      popular: false,
      virtual: false,
    },
    {
      iata: 'ALL_POL',
      name: 'Wszystkie lotniska w Polsce',
      unicodeName: 'wszystkie lotniska w polsce',
      country: 'PL',
      role: 'departure',
      popular: false,
      virtual: true,
    },
    {
      iata: 'BER',
      name: 'Berlin Brandenburg',
      unicodeName: 'berlin brandenburg',
      country: 'DE',
      role: 'departure',
      popular: false,
      virtual: false,
    },
    {
      iata: 'PRG',
      name: 'Praga',
      unicodeName: 'praga',
      country: 'CZ',
      role: 'departure',
      popular: false,
      virtual: false,
    },
    {
      iata: 'AYT',
      name: 'Antalya',
      unicodeName: 'antalya',
      country: 'TR',
      role: 'destination',
      popular: false,
      virtual: false,
    },
  ],
  operators: [
    { code: 'FTI', name: 'FTI Touristik', country: 'Niemcy', virtual: false },
    { code: 'DER', name: 'DERTOUR', country: 'Niemcy', virtual: false },
    { code: 'ITAK', name: 'Itaka', country: 'Polska', virtual: false },
    { code: 'ALL_GER', name: 'Niemcy', country: 'Niemcy', virtual: true },
  ],
  facilities: [
    { id: 2, name: 'Basen kryty', names: names('Indoor pool', 'Hallenbad'), category: 'Basen', icon: 'pool' },
    { id: 1, name: 'Bar', names: names('Bar', 'Bar'), category: 'Hotel', icon: 'bar' },
  ],
  boards: [
    { id: 2, name: 'Śniadania', names: names('Breakfast', 'Frühstück') },
    { id: 12, name: 'All inclusive', names: names('All inclusive', 'All inclusive') },
  ],
  accommodations: [{ id: 1, name: 'Pokój 2-osobowy', names: names('Double room', 'Doppelzimmer') }],
  default_filter: { duration: { default: '7-10', list: ['1-4', '7-10', '13-15'] } },
};
