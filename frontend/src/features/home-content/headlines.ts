import type { Headline } from '@app/shared/content';

/** The main headline is the page's h1, every other one an h2 (spec §2, HEAD-06). */
export function headlineTag(headline: Pick<Headline, 'is_main'>): 'h1' | 'h2' {
  return headline.is_main ? 'h1' : 'h2';
}

/** Whether the headlines bring the page's h1; if not, the section supplies a hidden one. */
export function hasMainHeadline(headlines: readonly Pick<Headline, 'is_main'>[]): boolean {
  return headlines.some((headline) => headline.is_main);
}
