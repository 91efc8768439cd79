import { describe, expect, it } from 'vitest';
import { localizeCategories, localizeHeadlines, localizeHomeTiles } from './content.ts';
import type { StoredCategoryInfobox, StoredHeadline, StoredHomeTile } from './content-table.ts';

const text = (pl: string, en = `${pl} (en)`, de = `${pl} (de)`) => ({ pl, en, de });
const picture = (name: string) => ({
  thumb: { url: `/pictures/${name}.svg` },
  retina_thumb: { url: `/pictures/${name}@2x.svg` },
});

function headline(position: number, key: string, is_main = false): StoredHeadline {
  return {
    entity: 'Headline',
    position,
    key,
    is_main,
    url: `/wakacje/${key}`,
    intro: text(`Wstęp ${key}`),
    main_header: text(`Nagłówek ${key}`),
    sub_header: text(`Podtytuł ${key}`),
  };
}

function infobox(position: number, title: string, active = true): StoredCategoryInfobox {
  return {
    entity: 'CategoryInfobox',
    position,
    active,
    title: text(title),
    description: text(`Opis ${title}`),
    short_url: `/wakacje/${title.toLowerCase()}`,
    picture: picture(title.toLowerCase()),
  };
}

function tile(position: number, key: StoredHomeTile['key']): StoredHomeTile {
  return { entity: 'HomeTile', position, key, title: text(key), url: `/offers?${key}=1`, picture: picture(key) };
}

describe('localizeHeadlines', () => {
  it('answers the headlines in stored order, in the visitor language', () => {
    const answer = localizeHeadlines([headline(2, 'grecja'), headline(1, 'turcja', true)], 'de');
    expect(answer.headlines).toEqual([
      {
        key: 'turcja',
        intro: 'Wstęp turcja (de)',
        main_header: 'Nagłówek turcja (de)',
        sub_header: 'Podtytuł turcja (de)',
        is_main: true,
        url: '/wakacje/turcja',
      },
      {
        key: 'grecja',
        intro: 'Wstęp grecja (de)',
        main_header: 'Nagłówek grecja (de)',
        sub_header: 'Podtytuł grecja (de)',
        is_main: false,
        url: '/wakacje/grecja',
      },
    ]);
  });

  it('keeps only the first main headline main, so the page has one h1', () => {
    const answer = localizeHeadlines(
      [headline(3, 'kuba', true), headline(1, 'turcja'), headline(2, 'grecja', true)],
      'pl',
    );
    expect(answer.headlines.map((h) => [h.key, h.is_main])).toEqual([
      ['turcja', false],
      ['grecja', true],
      ['kuba', false],
    ]);
  });

  it('leaves every headline secondary when none is marked main', () => {
    const answer = localizeHeadlines([headline(1, 'turcja'), headline(2, 'grecja')], 'en');
    expect(answer.headlines.every((h) => !h.is_main)).toBe(true);
  });
});

describe('localizeCategories', () => {
  it('answers the active categories in stored order with their pictures', () => {
    const answer = localizeCategories([infobox(3, 'Kuba'), infobox(1, 'Turcja'), infobox(2, 'Islandia', false)], 'en');
    expect(answer.categories).toEqual([
      {
        title: 'Turcja (en)',
        description: 'Opis Turcja (en)',
        short_url: '/wakacje/turcja',
        picture: { thumb: { url: '/pictures/turcja.svg' }, retina_thumb: { url: '/pictures/turcja@2x.svg' } },
      },
      {
        title: 'Kuba (en)',
        description: 'Opis Kuba (en)',
        short_url: '/wakacje/kuba',
        picture: { thumb: { url: '/pictures/kuba.svg' }, retina_thumb: { url: '/pictures/kuba@2x.svg' } },
      },
    ]);
  });
});

describe('localizeHomeTiles', () => {
  it('answers the tiles in stored order, each key once', () => {
    const answer = localizeHomeTiles(
      [tile(2, 'from_germany'), tile(1, 'recommended'), tile(3, 'exotic'), tile(4, 'from_germany')],
      'pl',
    );
    expect(answer.tiles.map((t) => [t.key, t.title, t.url])).toEqual([
      ['recommended', 'recommended', '/offers?recommended=1'],
      ['from_germany', 'from_germany', '/offers?from_germany=1'],
      ['exotic', 'exotic', '/offers?exotic=1'],
    ]);
  });
});
