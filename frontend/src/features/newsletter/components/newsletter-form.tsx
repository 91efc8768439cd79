import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import * as z from 'zod';
import { NEWSLETTER_EMAIL_PARAM, NewsletterSignUpQuerySchema } from '@app/shared/newsletter';
import { FIELD_MESSAGES, isFieldMessageKey } from '@app/shared/server-messages';
import { trackConversion, trackEvent } from '../../../lib/analytics.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { useNewsletterSignUp } from '../api/sign-up-for-newsletter.ts';

/** The API's own rule for the address (spec §5), so the form and the server never disagree. */
// An empty box is not a wrong address: it reads 'required' as every form's empty field does; what is
// typed must pass the API's own rule (issue 22).
const NewsletterFormSchema = z.object({
  email: z.string().trim().min(1, 'required').pipe(NewsletterSignUpQuerySchema.shape[NEWSLETTER_EMAIL_PARAM]),
});
type NewsletterFormInput = z.input<typeof NewsletterFormSchema>;
type NewsletterFormValues = z.output<typeof NewsletterFormSchema>;

export const NEWSLETTER_CONVERSION = 'newsletter_sign_up';

type Result = { readonly kind: 'success' } | { readonly kind: 'failure'; readonly message: string };
type Message = { readonly tone: 'info' | 'success' | 'error'; readonly text: string };

/**
 * The newsletter sign-up (spec §2, §7). Its message area stays empty until the field gets focus
 * (the data-protection notice) or a submit has a result (spec §4).
 */
export function NewsletterForm() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const signUp = useNewsletterSignUp();
  const messageId = useId();
  const [noticeShown, setNoticeShown] = useState(false);
  const [result, setResult] = useState<Result>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(NewsletterFormSchema),
    defaultValues: { email: '' },
  });

  const submit = async ({ email }: NewsletterFormValues): Promise<void> => {
    setResult(undefined);
    trackConversion(NEWSLETTER_CONVERSION);
    trackEvent(NEWSLETTER_CONVERSION);
    try {
      await signUp.mutateAsync(email);
      reset();
      setResult({ kind: 'success' });
    } catch (error) {
      // The server's message is already in the visitor's language (spec §7, §8).
      const message = error instanceof ApiError ? error.message : intl.formatMessage({ id: 'error.generic' });
      setResult({ kind: 'failure', message });
    }
  };

  const message = currentMessage();
  function currentMessage(): Message | undefined {
    // The shared rule names its message by key: an empty box reads 'required', a wrong address
    // invalid_email_message (spec §5, §8).
    const invalid = errors.email?.message;
    if (invalid) return { tone: 'error', text: isFieldMessageKey(invalid) ? FIELD_MESSAGES[invalid][locale] : invalid };
    if (result?.kind === 'failure') return { tone: 'error', text: result.message };
    if (result?.kind === 'success')
      return { tone: 'success', text: intl.formatMessage({ id: 'newsletter_after_sign_up' }) };
    if (noticeShown) return { tone: 'info', text: intl.formatMessage({ id: 'newsletter.data_protection' }) };
    return undefined;
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <label htmlFor={`${messageId}-email`} className="newsletter-form__label">
        {intl.formatMessage({ id: 'newsletter.email_label' })}
      </label>
      <div className="newsletter-form__row">
        <input
          id={`${messageId}-email`}
          type="email"
          className="field__input newsletter-form__input"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          aria-invalid={message?.tone === 'error' ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onFocus={() => setNoticeShown(true)}
          {...register('email', { onChange: () => setResult(undefined) })}
        />
        <button type="submit" className="button button--primary newsletter-form__submit" disabled={isSubmitting}>
          {intl.formatMessage({ id: isSubmitting ? 'newsletter.submitting' : 'newsletter.submit' })}
        </button>
      </div>
      <div id={messageId} className="newsletter-form__message" aria-live="polite">
        {message ? (
          <p className={`newsletter-form__text newsletter-form__text--${message.tone}`}>{message.text}</p>
        ) : null}
      </div>
    </form>
  );
}
