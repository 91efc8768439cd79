import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { destinationPath, findDestination } from '@app/shared/destinations/destinations';
import type { Destination } from '@app/shared/destinations/destination-types';
import { DEFAULT_LOCALE, type Locale } from '@app/shared/locale';
import { DestinationPage } from '../../features/destinations/components/destination-page.tsx';
import { localeAtom } from '../../lib/intl/locale-atom.ts';
import { pathLocale } from '@app/shared/locale';
import { NotFoundRoute } from './not-found.tsx';

/**
 * Keeps a destination page's URL and the interface language together. Each language has its own
 * URL (`/wakacje/turcja`, `/en/wakacje/turcja`) for search engines' hreflang: following an `/en/…`
 * link switches the site to English; switching the language moves to that language's URL; an
 * unprefixed link opens in the visitor's language.
 */
function useLanguageOfUrl(destination: Destination, urlLocale: Locale, prefixed: boolean): void {
  const [locale, setLocale] = useAtom(localeAtom);
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const previous = useRef(locale);

  useEffect(() => {
    const switched = previous.current !== locale;
    previous.current = locale;
    if (urlLocale === locale) return;
    if (prefixed && !switched) setLocale(urlLocale);
    else void navigate(`${destinationPath(destination, locale)}${search}${hash}`, { replace: true });
  }, [destination, hash, locale, navigate, prefixed, search, setLocale, urlLocale]);
}

function Destination({
  destination,
  urlLocale,
  prefixed,
}: {
  destination: Destination;
  urlLocale: Locale;
  prefixed: boolean;
}) {
  useLanguageOfUrl(destination, urlLocale, prefixed);
  return <DestinationPage key={destination.id} destination={destination} locale={urlLocale} />;
}

/** `/wakacje/<country>[/<region>]` and the same under `/en` and `/de` (issue 6, SEO-01). */
export function DestinationRoute() {
  const { lang, country = '', region } = useParams();
  const { pathname } = useLocation();
  const prefixed = pathLocale(pathname);
  const destination = findDestination(country, region);
  // `/fr/wakacje/…`: only the site's languages have pages.
  if (!destination || (lang !== undefined && prefixed === undefined)) return <NotFoundRoute />;
  return (
    <Destination destination={destination} urlLocale={prefixed ?? DEFAULT_LOCALE} prefixed={prefixed !== undefined} />
  );
}
