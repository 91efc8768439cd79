import { useEffect, useRef } from 'react';

/**
 * What a visitor sees once a form is accepted: the text with the enquiry's reference number and a
 * way to send another. Focus moves to the text, so a screen reader user hears it and nobody is left
 * on a button that has just disappeared.
 */
export function FormSent({ text, another, onAnother }: { text: string; another: string; onAnother: () => void }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="offer-form__sent" role="status">
      <p ref={message} tabIndex={-1} className="offer-form__sent-text">
        {text}
      </p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {another}
      </button>
    </div>
  );
}
