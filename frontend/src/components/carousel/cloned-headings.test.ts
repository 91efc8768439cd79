import { describe, expect, it } from 'vitest';
import { demoteClonedHeadings } from './cloned-headings.ts';

describe('demoteClonedHeadings', () => {
  it('turns the h1 of cloned slides into an h2 with the same class and content, leaving the original', () => {
    document.body.innerHTML = `
      <ul>
        <li class="splide__slide"><a href="/a"><h1 class="headline__title">Main <em>offer</em></h1></a></li>
        <li class="splide__slide splide__slide--clone"><a href="/a"><h1 class="headline__title">Main <em>offer</em></h1></a></li>
        <li class="splide__slide splide__slide--clone"><h2>Other</h2></li>
      </ul>`;
    demoteClonedHeadings(document.body);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const demoted = document.querySelector('.splide__slide--clone h2.headline__title');
    expect(demoted?.innerHTML).toBe('Main <em>offer</em>');
    expect(document.querySelectorAll('h2')).toHaveLength(2);
  });
});
