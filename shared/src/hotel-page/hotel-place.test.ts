import { describe, expect, it } from 'vitest';
import { hotelPlace } from './hotel-place.ts';

const place = (city: string, region: string, country: string) => ({
  city,
  region: { id: 1, name: region },
  country: { id: 2, name: country },
});

describe('the line that says where a hotel lies', () => {
  it('reads from the country down, or from the town up for an address', () => {
    expect(hotelPlace(place('Alcúdia', 'Majorka', 'Hiszpania'), 'widest-first')).toBe('Hiszpania, Majorka, Alcúdia');
    expect(hotelPlace(place('Alcúdia', 'Majorka', 'Hiszpania'), 'narrowest-first')).toBe('Alcúdia, Majorka, Hiszpania');
  });

  it('gives a repeated or empty name once or not at all', () => {
    expect(hotelPlace(place('Durrës', 'Durrës', 'Albania'), 'widest-first')).toBe('Albania, Durrës');
    expect(hotelPlace(place('Durrës', 'Durrës', 'Albania'), 'narrowest-first')).toBe('Durrës, Albania');
    expect(hotelPlace(place('Side', '', 'Turcja'), 'widest-first')).toBe('Turcja, Side');
  });
});
