import { useIntl } from 'react-intl';

/** The page's title and description; React 19 hoists both into `<head>`. */
export function PageHead({ title, description }: { title: string; description: string }) {
  const intl = useIntl();
  return (
    <>
      <title>{`${title} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
