import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MAX_PEOPLE } from '@app/shared/enquiries';
import { MAX_MESSAGE_LENGTH } from '@app/shared/form-fields';
import { ConsentCheckbox } from '../../../components/ui/consent-checkbox.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { localizedErrorMap } from '../../../lib/intl/zod-error-map.ts';
import { useAskForOffer } from './api/ask-for-offer.ts';
import { useFieldText } from './field-text.ts';
import { FailureAlert, useSubmitFailure } from './submit-failure.tsx';
import { FormSent } from './form-sent.tsx';
import { AskFormSchema, type AskFormInput, type AskFormValues } from './offer-form-schemas.ts';
import type { OfferFormProps } from './offer-form-props.ts';

type FieldName = keyof AskFormInput;
const FIELD_NAMES: readonly FieldName[] = [
  'full_name',
  'email',
  'phone',
  'number_of_people',
  'preferred_airport',
  'message',
];
/** The server names fields as the body does; only the consent differs. */
const RENAMED_FIELDS: Readonly<Record<string, FieldName>> = { 'consents.data_protection': 'data_protection' };

/**
 * Ask about this offer (spec §2, ASK-01..03): POST /offers/ask_for_offer with the contact enquiry's
 * fields, the phone required (spec §5). The page with the chosen offer travels as a comment, so the
 * office sees the dates and airport the visitor was looking at. The server's field errors land under
 * their fields; success shows the enquiry's reference number.
 */
export function AskForOfferForm({
  offerUuid,
  offerLink,
  suggestedMessage,
}: OfferFormProps & { suggestedMessage?: string | undefined }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const ask = useAskForOffer();
  const text = useFieldText();
  const consentId = useId();
  const [reference, setReference] = useState<string>();
  const [round, setRound] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AskFormInput, unknown, AskFormValues>({
    resolver: zodResolver(AskFormSchema, { error: localizedErrorMap(locale) }),
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      number_of_people: '',
      preferred_airport: '',
      message: '',
      data_protection: false,
    },
  });
  const { failure, attempt } = useSubmitFailure(setError, FIELD_NAMES, RENAMED_FIELDS);
  // A message the page suggests (a reservation request) is written in, never over the visitor's own.
  useEffect(() => {
    if (suggestedMessage && getValues('message').trim() === '') setValue('message', suggestedMessage);
  }, [suggestedMessage, getValues, setValue]);
  // A second question starts where it is asked: the contact details stay filled in.
  useEffect(() => {
    if (round > 0) setFocus('message');
  }, [round, setFocus]);

  const submit = async ({ data_protection, ...fields }: AskFormValues): Promise<void> => {
    await attempt(async () => {
      const comments = offerLink
        ? intl.formatMessage({ id: 'hotel.forms.ask.comments' }, { url: offerLink }).slice(0, MAX_MESSAGE_LENGTH)
        : undefined;
      const answer = await ask.mutateAsync({
        ...fields,
        comments,
        offer_uuid: offerUuid,
        consents: { data_protection },
      });
      setReference(answer.reference_id);
    });
  };

  if (reference !== undefined) {
    const another = () => {
      resetField('message');
      setReference(undefined);
      setRound((count) => count + 1);
    };
    return (
      <FormSent
        text={intl.formatMessage({ id: 'hotel.forms.ask.success' }, { reference })}
        another={intl.formatMessage({ id: 'hotel.forms.ask.another' })}
        onAnother={another}
      />
    );
  }

  return (
    <form className="offer-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <FailureAlert text={failure} />
      <div className="offer-form__row">
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.full_name' })}
          autoComplete="name"
          required
          error={text(errors.full_name?.message)}
          {...register('full_name')}
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
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.phone' })}
          type="tel"
          autoComplete="tel"
          required
          error={text(errors.phone?.message)}
          {...register('phone')}
        />
      </div>
      <div className="offer-form__row offer-form__row--pair">
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.ask.people' })}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PEOPLE}
          step={1}
          error={text(errors.number_of_people?.message)}
          {...register('number_of_people')}
        />
        <TextField
          label={intl.formatMessage({ id: 'hotel.forms.ask.airport' })}
          maxLength={100}
          error={text(errors.preferred_airport?.message)}
          {...register('preferred_airport')}
        />
      </div>
      <TextArea
        label={intl.formatMessage({ id: 'hotel.forms.ask.message' })}
        rows={4}
        maxLength={MAX_MESSAGE_LENGTH}
        required
        error={text(errors.message?.message)}
        {...register('message')}
      />
      <ConsentCheckbox
        id={consentId}
        className="offer-form__consent"
        label={intl.formatMessage({ id: 'hotel.forms.ask.consent' })}
        error={text(errors.data_protection?.message)}
        {...register('data_protection')}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'hotel.forms.submitting' : 'hotel.forms.ask.submit' })}
      </button>
    </form>
  );
}
