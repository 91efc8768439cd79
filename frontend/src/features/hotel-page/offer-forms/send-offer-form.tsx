import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MAX_NOTE_LENGTH } from '@app/shared/enquiries';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { localizedErrorMap } from '../../../lib/intl/zod-error-map.ts';
import { useSendOfferByEmail } from './api/send-offer-by-email.ts';
import { useFieldText } from './field-text.ts';
import { FailureAlert, useSubmitFailure } from './submit-failure.tsx';
import { FormSent } from './form-sent.tsx';
import type { OfferFormProps } from './offer-form-props.ts';
import { SendFormSchema, type SendFormInput, type SendFormValues } from './offer-form-schemas.ts';

type FieldName = keyof SendFormInput;
const FIELD_NAMES: readonly FieldName[] = ['email', 'sender_name', 'note'];

/**
 * Send this offer by e-mail (spec §7, API-38): POST /offers/send_on_email to the address given, which
 * must be a valid one (VAL-28), with the sender's name and a note if given. The server looks the offer
 * up itself, so only its id travels. Success names the address and the reference number.
 */
export function SendOfferForm({ offerUuid }: OfferFormProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const send = useSendOfferByEmail();
  const text = useFieldText();
  const [sent, setSent] = useState<{ reference: string; email: string }>();
  const [round, setRound] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SendFormInput, unknown, SendFormValues>({
    resolver: zodResolver(SendFormSchema, { error: localizedErrorMap(locale) }),
    defaultValues: { email: '', sender_name: '', note: '' },
  });
  const { failure, attempt } = useSubmitFailure(setError, FIELD_NAMES);
  // Another address for the same offer: the name and the note stay.
  useEffect(() => {
    if (round > 0) setFocus('email');
  }, [round, setFocus]);

  const submit = async (fields: SendFormValues): Promise<void> => {
    await attempt(async () => {
      const answer = await send.mutateAsync({ ...fields, offer_uuid: offerUuid });
      setSent({ reference: answer.reference_id, email: fields.email });
    });
  };

  if (sent !== undefined) {
    const another = () => {
      resetField('email');
      setSent(undefined);
      setRound((count) => count + 1);
    };
    return (
      <FormSent
        text={intl.formatMessage({ id: 'hotel.forms.send.success' }, sent)}
        another={intl.formatMessage({ id: 'hotel.forms.send.another' })}
        onAnother={another}
      />
    );
  }

  return (
    <form className="offer-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FailureAlert text={failure} />
      <div className="offer-form__row offer-form__row--pair">
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.send.email' })}
          type="email"
          autoComplete="off"
          inputMode="email"
          spellCheck={false}
          required
          error={text(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.send.sender_name' })}
          autoComplete="name"
          error={text(errors.sender_name?.message)}
          {...register('sender_name')}
        />
      </div>
      <TextArea
        label={intl.formatMessage({ id: 'hotel.forms.send.note' })}
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        error={text(errors.note?.message)}
        {...register('note')}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'hotel.forms.submitting' : 'hotel.forms.send.submit' })}
      </button>
    </form>
  );
}
