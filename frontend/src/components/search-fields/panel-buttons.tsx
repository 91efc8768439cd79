import { useIntl } from 'react-intl';

/** The × of a dropdown, a calendar or a sheet ("Zamknij"; `what` names a chip it removes instead). */
export function CloseButton({ onClick, what }: { onClick: () => void; what?: string }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'search.close' });
  return (
    <button type="button" className="dropdown__close" aria-label={what ? `${close}: ${what}` : close} onClick={onClick}>
      ×
    </button>
  );
}

/** A phone sheet's confirm button, fixed at its bottom within thumb's reach ("Gotowe"). */
export function SheetFooter({ onDone }: { onDone: () => void }) {
  const intl = useIntl();
  return (
    <div className="sheet__footer">
      <button type="button" className="button button--primary sheet__confirm" onClick={onDone}>
        {intl.formatMessage({ id: 'search.done' })}
      </button>
    </div>
  );
}
