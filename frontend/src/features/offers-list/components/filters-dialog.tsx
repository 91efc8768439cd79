import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface FiltersDialogProps {
  /** Filters on, shown on the button. */
  readonly activeCount: number;
  /** "Pokaż 1 234 hotele": closes the panel onto the results. */
  readonly showLabel: string;
  readonly children: ReactNode;
}

/**
 * On phones the filters open as a panel (ui.md): a modal `<dialog>`, which traps focus, closes on
 * Escape and gives focus back to its button. Filters apply as they change; the footer button only
 * closes the panel, with the number of results on it.
 */
export function FiltersDialog({ activeCount, showLabel, children }: FiltersDialogProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The panel (hundreds of options with their counts) is built when first opened, not with every
  // answer of a list the visitor may never filter: the results paint sooner on a phone.
  const [opened, setOpened] = useState(false);
  const close = () => dialog.current?.close();
  const open = () => {
    setOpened(true);
    dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="button button--secondary filters-button" aria-haspopup="dialog" onClick={open}>
        {intl.formatMessage({ id: 'offers_list.filters.open' })}
        {activeCount > 0 ? (
          <>
            <span className="filters-button__count" aria-hidden="true">
              {activeCount}
            </span>
            <span className="visually-hidden">
              {intl.formatMessage({ id: 'offers_list.filters.active' }, { count: activeCount })}
            </span>
          </>
        ) : null}
      </button>
      <dialog ref={dialog} className="filters-dialog" aria-labelledby={titleId}>
        <div className="filters-dialog__header">
          <h2 id={titleId} className="filters-dialog__title">
            {intl.formatMessage({ id: 'offers_list.filters' })}
          </h2>
          <button
            type="button"
            className="filters-dialog__close"
            aria-label={intl.formatMessage({ id: 'offers_list.filters.close' })}
            onClick={close}
          >
            ×
          </button>
        </div>
        <div className="filters-dialog__body">{opened ? children : null}</div>
        <div className="filters-dialog__footer">
          <button type="button" className="button button--primary button--block" onClick={close}>
            {showLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
