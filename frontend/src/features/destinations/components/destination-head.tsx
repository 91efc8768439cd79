import { destinationHead, jsonLdScriptText } from '@app/shared/destinations/destination-head';
import type { Destination } from '@app/shared/destinations/destination-types';
import type { Locale } from '@app/shared/locale';
import { SITE_ORIGIN } from '../../../config/site.ts';

/**
 * The page's head: React 19 hoists title, meta and link into `<head>`, in the prerendered HTML too.
 * The JSON-LD stays in the body, where search engines read it just as well.
 */
export function DestinationHead({ destination, locale }: { destination: Destination; locale: Locale }) {
  const head = destinationHead(destination, locale, SITE_ORIGIN);
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScriptText(head.jsonLd) }} />
    </>
  );
}
