import { NewsletterConfirmBodySchema } from '@app/shared/newsletter';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../../config/paths.ts';
import { useNewsletterConfirm } from '../api/confirm-newsletter.ts';

/**
 * The page the confirmation e-mail links to (double opt-in). Confirming takes a click: mail
 * scanners open links on their own, and a visit alone must not subscribe anybody.
 */
export function NewsletterConfirmation() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const link = NewsletterConfirmBodySchema.safeParse({ email: params.get('email'), token: params.get('token') });
  const confirm = useNewsletterConfirm();
  const title = intl.formatMessage({ id: 'newsletter.confirm.title' });

  return (
    <section className="container message-page" aria-labelledby="newsletter-confirm-title">
      <title>{`${title} – ${intl.formatMessage({ id: 'app.brand' })}`}</title>
      <h1 id="newsletter-confirm-title">{title}</h1>
      {!link.success ? (
        <p role="alert">{intl.formatMessage({ id: 'newsletter.confirm.broken_link' })}</p>
      ) : confirm.isSuccess ? (
        <p role="status">{intl.formatMessage({ id: 'newsletter.confirm.done' }, { email: link.data.email })}</p>
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'newsletter.confirm.lead' }, { email: link.data.email })}</p>
          {confirm.isError ? <p role="alert">{confirm.error.message}</p> : null}
          <button
            type="button"
            className="button button--primary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(link.data)}
          >
            {intl.formatMessage({ id: confirm.isPending ? 'newsletter.confirm.sending' : 'newsletter.confirm.submit' })}
          </button>
        </>
      )}
      <p className="message-page__actions">
        <Link to={PATHS.home}>{intl.formatMessage({ id: 'error.go_home' })}</Link>
      </p>
    </section>
  );
}
