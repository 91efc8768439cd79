import type { Accommodation, Board, ReferenceData } from '@app/shared/reference-data';

/**
 * Boards (Verpflegung) and room types as Polish and German operators list them. Board 12 is All
 * inclusive: the spec's all_inclusive tab filters `boards=12` (§9).
 */
const board = (id: number, name: string, en: string, de: string): Board => ({ id, name, names: { en, de } });

export const BOARDS: readonly Board[] = [
  board(1, 'Bez wyżywienia', 'Room only', 'Nur Übernachtung'),
  board(2, 'Śniadania', 'Bed and breakfast', 'Frühstück'),
  board(3, 'Śniadania i obiadokolacje', 'Half board', 'Halbpension'),
  board(4, 'Pełne wyżywienie', 'Full board', 'Vollpension'),
  board(5, 'Wg programu', 'As per programme', 'Laut Programm'),
  board(6, 'Śniadania i obiadokolacje plus', 'Half board plus', 'Halbpension plus'),
  board(7, 'Pełne wyżywienie plus', 'Full board plus', 'Vollpension plus'),
  board(12, 'All inclusive', 'All inclusive', 'All Inclusive'),
  board(13, 'Ultra all inclusive', 'Ultra all inclusive', 'Ultra All Inclusive'),
];

export const BOARD_ALL_INCLUSIVE = 12;

const room = (id: number, name: string, en: string, de: string): Accommodation => ({ id, name, names: { en, de } });

export const ACCOMMODATIONS: readonly Accommodation[] = [
  room(1, 'Pokój 2-osobowy', 'Double room', 'Doppelzimmer'),
  room(2, 'Pokój 1-osobowy', 'Single room', 'Einzelzimmer'),
  room(3, 'Pokój 3-osobowy', 'Triple room', 'Dreibettzimmer'),
  room(4, 'Pokój rodzinny', 'Family room', 'Familienzimmer'),
  room(5, 'Apartament', 'Apartment', 'Appartement'),
  room(6, 'Studio', 'Studio', 'Studio'),
  room(7, 'Bungalow', 'Bungalow', 'Bungalow'),
  room(8, 'Suite', 'Suite', 'Suite'),
  room(9, 'Pokój z widokiem na morze', 'Sea-view room', 'Zimmer mit Meerblick'),
  room(10, 'Pokój superior', 'Superior room', 'Superior-Zimmer'),
  room(11, 'Willa', 'Villa', 'Villa'),
  room(12, 'Junior suite', 'Junior suite', 'Junior-Suite'),
];

/**
 * Trip-length options of the form, "min-max" in days (both ends inclusive, an offer's `duration`
 * being days from the departure day to the return day, both counted: a 7-night stay is 8 days).
 * Ranges overlap on purpose, as the market's lists do: "7-10" catches one-week trips, "13-15" two weeks.
 */
export const DEFAULT_FILTER: ReferenceData['default_filter'] = {
  duration: { default: '7-10', list: ['1-4', '5-8', '7-10', '9-12', '13-15', '16-22'] },
};
