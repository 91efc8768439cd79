import type { Headline } from '@app/shared/content';
import { createElement } from 'react';
import { Link } from 'react-router-dom';
import { headlineTag } from '../headlines.ts';

/** Colour schemes the slides take in turn; each keeps white text above 4.5:1. */
export const HEADLINE_TONES = 4;

/** One headline: a link with intro, main header (h1 when main, else h2) and sub-header (spec §2). */
export function HeadlineSlide({ headline, tone }: { readonly headline: Headline; readonly tone: number }) {
  return (
    <Link to={headline.url} className={`headline headline--tone-${tone % HEADLINE_TONES}`}>
      <p className="headline__intro">{headline.intro}</p>
      {createElement(headlineTag(headline), { className: 'headline__title' }, headline.main_header)}
      <p className="headline__sub">{headline.sub_header}</p>
      <HeadlineArt />
    </Link>
  );
}

/** A sun over waves, drawn in the slide's own colours. */
function HeadlineArt() {
  return (
    <svg className="headline__art" viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <circle cx="210" cy="80" r="54" className="headline__sun" />
      <path d="M0 140 q40 -22 80 0 t80 0 t80 0 t80 0 V200 H0 Z" className="headline__wave" />
      <path d="M0 166 q40 -22 80 0 t80 0 t80 0 t80 0 V200 H0 Z" className="headline__wave headline__wave--front" />
    </svg>
  );
}
