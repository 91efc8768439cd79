import { describe, expect, it } from 'vitest';
import { checkFolderCatalogues, type FolderCatalogues } from '../../testing/folder-catalogue.ts';
import { partnersDe, partnersEn, partnersPl } from './messages.ts';

const CATALOGUES: FolderCatalogues = { pl: partnersPl, en: partnersEn, de: partnersDe };

describe('partners messages', () => {
  checkFolderCatalogues(CATALOGUES, { prefix: /^partners\./, values: {} });

  it("names the footer's section and the list of logos as agreed", () => {
    expect(partnersPl['partners.heading']).toBe('Współpracujemy z touroperatorami');
    expect(partnersPl['partners.list']).toBe('Nasi partnerzy – touroperatorzy');
  });
});
