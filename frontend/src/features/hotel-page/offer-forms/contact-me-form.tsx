import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ConsentCheckbox } from '../../../components/ui/consent-checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { localizedErrorMap } from '../../../lib/intl/zod-error-map.ts';
import { useContactMe } from './api/contact-me.ts';
import { useFieldText } from './field-text.ts';
import { FailureAlert, useSubmitFailure } from './submit-failure.tsx';
import { FormSent } from './form-sent.tsx';
import type { OfferFormProps } from './offer-form-props.ts';
import { acceptedOfferLink, CallFormSchema, type CallFormInput, type CallFormValues } from './offer-form-schemas.ts';

type FieldName = keyof CallFormInput;
const FIELD_NAMES: readonly FieldName[] = ['phone', 'email'];

/**
 * Call me back (spec §3 Contact-me message, §7, API-35): POST /contact/contact_me with the body fields
 * email, phone and offerLink, the page with the chosen offer, so the consultant who calls has it
 * open. Both fields are required. Success names the number we will call and the reference number.
 */
export function ContactMeForm({ offerLink }: OfferFormProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const contact = useContactMe();
  const text = useFieldText();
  const introId = useId();
  const consentId = useId();
  const [sent, setSent] = useState<{ reference: string; phone: string }>();
  const [round, setRound] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CallFormInput, unknown, CallFormValues>({
    resolver: zodResolver(CallFormSchema, { error: localizedErrorMap(locale) }),
    defaultValues: { email: '', phone: '', data_protection: false },
  });
  const { failure, attempt } = useSubmitFailure(setError, FIELD_NAMES);
  // A call-back is about the phone: it comes first, and a new request starts there.
  useEffect(() => {
    if (round > 0) setFocus('phone');
  }, [round, setFocus]);

  const submit = async ({ email, phone }: CallFormValues): Promise<void> => {
    await attempt(async () => {
      const answer = await contact.mutateAsync({ email, phone, offerLink: acceptedOfferLink(offerLink) });
      setSent({ reference: answer.reference_id, phone });
    });
  };

  if (sent !== undefined) {
    const another = () => {
      reset();
      setSent(undefined);
      setRound((count) => count + 1);
    };
    return (
      <FormSent
        text={intl.formatMessage({ id: 'hotel.forms.call.success' }, sent)}
        another={intl.formatMessage({ id: 'hotel.forms.call.another' })}
        onAnother={another}
      />
    );
  }

  return (
    <form
      className="offer-form"
      noValidate
      aria-describedby={introId}
      onSubmit={(event) => void handleSubmit(submit)(event)}
    >
      <p id={introId} className="offer-form__intro">
        {intl.formatMessage({ id: 'hotel.forms.call.intro' })}
      </p>
      <FailureAlert text={failure} />
      <div className="offer-form__row offer-form__row--pair">
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.phone' })}
          type="tel"
          autoComplete="tel"
          required
          error={text(errors.phone?.message)}
          {...register('phone')}
        />
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          error={text(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <ConsentCheckbox
        id={consentId}
        className="offer-form__consent"
        label={intl.formatMessage({ id: 'hotel.forms.call.consent' })}
        error={text(errors.data_protection?.message)}
        {...register('data_protection')}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'hotel.forms.submitting' : 'hotel.forms.call.submit' })}
      </button>
    </form>
  );
}
