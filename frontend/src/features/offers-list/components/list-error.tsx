import { useIntl } from 'react-intl';

/** The offers list could not be loaded (spec §8; ERR-03, LIST-20, OPEN-22): a refresh hint and two ways on. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="list-message list-message--error" role="alert">
      <h3 className="list-message__title">{intl.formatMessage({ id: 'offers_list.error.title' })}</h3>
      <p>{intl.formatMessage({ id: 'offers_list.error.text' })}</p>
      <div className="list-message__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'error.reload' })}
        </button>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'offers_list.error.retry' })}
        </button>
      </div>
    </div>
  );
}
