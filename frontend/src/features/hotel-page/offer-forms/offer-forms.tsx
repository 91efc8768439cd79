import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/intl/message-id.ts';
import type { OfferFormKind, OfferFormProps, OfferFormRequest } from './offer-form-props.ts';

// The forms (react-hook-form, their rules) load when one is first opened: the page's first paint
// needs only the three buttons.
const AskForOfferForm = lazy(() => import('./ask-for-offer-form.tsx').then((m) => ({ default: m.AskForOfferForm })));
const SendOfferForm = lazy(() => import('./send-offer-form.tsx').then((m) => ({ default: m.SendOfferForm })));
const ContactMeForm = lazy(() => import('./contact-me-form.tsx').then((m) => ({ default: m.ContactMeForm })));
import './offer-forms.css';

type FormKind = OfferFormKind;

const FORMS: readonly { kind: FormKind; label: MessageId }[] = [
  { kind: 'ask', label: 'hotel.forms.ask.open' },
  { kind: 'send', label: 'hotel.forms.send.open' },
  { kind: 'call', label: 'hotel.forms.call.open' },
];

/** What takes focus when a panel opens: its first field, or the "send another" of a sent form. */
const FIRST_FOCUSABLE = 'input, textarea, select, button';

/**
 * "Masz pytania?" under an offer (issue 14; spec §2 ask-about-offer form, §7): three buttons, each
 * opening its form below (the disclosure pattern: `aria-expanded`, `aria-controls`), one at a time.
 * Focus moves to the opened form's first field; Escape or the same button closes it, focus going
 * back to the button. A form once opened stays mounted while hidden, so switching between them
 * loses nothing typed.
 */
export function OfferForms({ offerUuid, offerLink, request }: OfferFormProps & { request?: OfferFormRequest }) {
  const intl = useIntl();
  const id = useId();
  const [open, setOpen] = useState<FormKind>();
  const [mounted, setMounted] = useState<ReadonlySet<FormKind>>(() => new Set());
  const buttons = useRef<Partial<Record<FormKind, HTMLButtonElement | null>>>({});
  const panels = useRef<Partial<Record<FormKind, HTMLDivElement | null>>>({});
  const buttonId = (kind: FormKind) => `${id}-${kind}-button`;
  const panelId = (kind: FormKind) => `${id}-${kind}-panel`;

  // Only a click or a key changes `open`, so this never steals focus on page load.
  useEffect(() => {
    if (open !== undefined) panels.current[open]?.querySelector<HTMLElement>(FIRST_FOCUSABLE)?.focus();
  }, [open]);

  // A request from the page (the reserve button) opens its form, once per request; focus follows as
  // for a click. Adjusted while rendering, as React advises for state that follows a prop.
  const [handled, setHandled] = useState<number>();
  if (request !== undefined && request.at !== handled) {
    setHandled(request.at);
    setOpen(request.kind);
    setMounted((current) => (current.has(request.kind) ? current : new Set(current).add(request.kind)));
  }

  const toggle = (kind: FormKind) => {
    setOpen((current) => (current === kind ? undefined : kind));
    setMounted((current) => (current.has(kind) ? current : new Set(current).add(kind)));
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || open === undefined) return;
    event.preventDefault();
    setOpen(undefined);
    buttons.current[open]?.focus();
  };

  const props = { offerUuid, offerLink };
  return (
    <section className="offer-forms" aria-labelledby={`${id}-title`} onKeyDown={closeOnEscape}>
      <h2 id={`${id}-title`} className="offer-forms__title">
        {intl.formatMessage({ id: 'hotel.forms.title' })}
      </h2>
      <p className="offer-forms__intro">{intl.formatMessage({ id: 'hotel.forms.intro' })}</p>
      <div className="offer-forms__buttons">
        {FORMS.map(({ kind, label }) => (
          <button
            key={kind}
            ref={(element) => {
              buttons.current[kind] = element;
            }}
            id={buttonId(kind)}
            type="button"
            className="button offer-forms__toggle"
            aria-expanded={open === kind}
            aria-controls={panelId(kind)}
            onClick={() => toggle(kind)}
          >
            {intl.formatMessage({ id: label })}
          </button>
        ))}
      </div>
      {FORMS.map(({ kind }) => (
        <div
          key={kind}
          ref={(element) => {
            panels.current[kind] = element;
          }}
          id={panelId(kind)}
          role="region"
          aria-labelledby={buttonId(kind)}
          className="offer-forms__panel"
          hidden={open !== kind}
        >
          {mounted.has(kind) ? (
            <Suspense fallback={<span className="skeleton skeleton--line" aria-busy="true" />}>
              {formOf(kind, props, request?.kind === kind ? request.message : undefined)}
              <FocusFirstField panelId={panelId(kind)} />
            </Suspense>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/**
 * Focus for a form opened before its code had arrived: the opening moved focus to nothing, so the
 * form takes it when it first shows (it stays mounted afterwards, and later openings focus it).
 */
function FocusFirstField({ panelId }: { panelId: string }) {
  useEffect(() => {
    document.getElementById(panelId)?.querySelector<HTMLElement>(FIRST_FOCUSABLE)?.focus();
  }, [panelId]);
  return null;
}

function formOf(kind: FormKind, props: OfferFormProps, suggestedMessage: string | undefined): ReactNode {
  switch (kind) {
    case 'ask':
      return <AskForOfferForm {...props} suggestedMessage={suggestedMessage} />;
    case 'send':
      return <SendOfferForm {...props} />;
    case 'call':
      return <ContactMeForm {...props} />;
  }
}
