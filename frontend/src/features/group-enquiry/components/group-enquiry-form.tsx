import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { MAX_GROUP_PARTICIPANTS, MIN_GROUP_PARTICIPANTS, TRANSPORT_TYPES } from '@app/shared/enquiries';
import { MAX_MESSAGE_LENGTH } from '@app/shared/form-fields';
import type { GroupEnquiryPrefill } from '@app/shared/search-form/group-tab';
import { FIELD_MESSAGES, isFieldMessageKey } from '@app/shared/server-messages';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import type { MessageId } from '../../../lib/intl/message-id.ts';
import { localizedErrorMap } from '../../../lib/intl/zod-error-map.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSendGroupEnquiry } from '../api/send-group-enquiry.ts';
import { groupFormSchema, type GroupFormInput, type GroupFormValues } from '../group-form-schema.ts';
import { GroupDateField } from './group-date-field.tsx';
import { GroupEnquirySent } from './group-enquiry-sent.tsx';
import { ConsentCheckbox } from '../../../components/ui/consent-checkbox.tsx';

type FieldName = keyof GroupFormInput;
const FIELD_NAMES: readonly FieldName[] = [
  'destination',
  'date_from',
  'date_to',
  'price_max_eur',
  'participants',
  'transport',
  'departure_place',
  'comment',
  'email',
  'club',
];
/** The server names fields as the body does; only the consent differs. */
const RENAMED_FIELDS: Readonly<Record<string, FieldName>> = { 'consents.data_protection': 'data_protection' };

interface GroupEnquiryFormProps {
  readonly prefill: GroupEnquiryPrefill;
  /** The earliest departure: tomorrow. */
  readonly earliest: string;
}

/**
 * The group enquiry (spec §3, GROUP-01..05): every field of the spec, the search form's destination
 * and dates already filled in (D5), the API's own rules on each field, the server's refusals under
 * their fields, and on success the 48-hour promise with the enquiry's number.
 */
export function GroupEnquiryForm({ prefill, earliest }: GroupEnquiryFormProps) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const send = useSendGroupEnquiry();
  const transportId = useId();
  const consentId = useId();
  const [sent, setSent] = useState<{ reference: string; email: string }>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<GroupFormInput, unknown, GroupFormValues>({
    resolver: zodResolver(groupFormSchema(earliest), { error: localizedErrorMap(locale) }),
    defaultValues: {
      destination: prefill.destination,
      date_from: prefill.dateFrom,
      date_to: prefill.dateTo,
      price_max_eur: '',
      participants: '',
      departure_place: '',
      comment: '',
      email: '',
      club: '',
      data_protection: false,
    },
  });
  const dateFrom = useWatch({ control, name: 'date_from' });
  const text = (message: string | undefined) =>
    message === undefined ? undefined : isFieldMessageKey(message) ? FIELD_MESSAGES[message][locale] : message;
  const label = (id: MessageId, optional = false) =>
    optional
      ? `${intl.formatMessage({ id })} ${intl.formatMessage({ id: 'group_enquiry.optional' })}`
      : intl.formatMessage({ id });

  const submit = async ({ data_protection, ...fields }: GroupFormValues): Promise<void> => {
    setFailure(undefined);
    try {
      // The chosen destinations travel along while the text still names them.
      const regions =
        fields.destination === prefill.destination && prefill.regions.length ? prefill.regions : undefined;
      const answer = await send.mutateAsync({ ...fields, regions, consents: { data_protection } });
      setSent({ reference: answer.reference_id, email: fields.email });
    } catch (error) {
      // The server's messages are already in the visitor's language.
      for (const [field, message] of serverFieldErrors(error, FIELD_NAMES, RENAMED_FIELDS)) {
        setError(field, { type: 'server', message });
      }
      setFailure(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'error.generic' }));
    }
  };

  if (sent) {
    const another = () => {
      reset();
      setSent(undefined);
    };
    return <GroupEnquirySent reference={sent.reference} email={sent.email} onAnother={another} />;
  }

  const transportError = text(errors.transport?.message);
  const consentError = text(errors.data_protection?.message);
  return (
    <form className="group-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <TextField
        className="group-form__wide"
        label={label('group_enquiry.destination')}
        placeholder={intl.formatMessage({ id: 'group_enquiry.destination_hint' })}
        maxLength={200}
        error={text(errors.destination?.message)}
        {...register('destination')}
      />
      <GroupDateField
        control={control}
        name="date_from"
        label={label('group_enquiry.date_from')}
        min={earliest}
        error={text(errors.date_from?.message)}
      />
      <GroupDateField
        control={control}
        name="date_to"
        label={label('group_enquiry.date_to')}
        min={dateFrom || earliest}
        error={text(errors.date_to?.message)}
      />
      <TextField
        label={label('group_enquiry.participants')}
        type="number"
        inputMode="numeric"
        min={MIN_GROUP_PARTICIPANTS}
        max={MAX_GROUP_PARTICIPANTS}
        step={1}
        error={text(errors.participants?.message)}
        {...register('participants')}
      />
      <TextField
        label={label('group_enquiry.price_max', true)}
        type="number"
        inputMode="numeric"
        min={0}
        step={50}
        error={text(errors.price_max_eur?.message)}
        {...register('price_max_eur')}
      />
      <fieldset
        className="group-form__transport group-form__wide"
        aria-invalid={transportError ? true : undefined}
        aria-describedby={transportError ? `${transportId}-error` : undefined}
      >
        <legend className="field__label">{label('group_enquiry.transport')}</legend>
        <div className="group-form__choices">
          {TRANSPORT_TYPES.map((type) => (
            <label key={type} className="group-form__choice">
              <input
                type="radio"
                value={type}
                aria-describedby={transportError ? `${transportId}-error` : undefined}
                {...register('transport')}
              />
              <span>{intl.formatMessage({ id: `group_enquiry.transport.${type}` })}</span>
            </label>
          ))}
        </div>
        {transportError ? (
          <p id={`${transportId}-error`} className="field__error">
            {transportError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={label('group_enquiry.departure_place')}
        maxLength={100}
        error={text(errors.departure_place?.message)}
        {...register('departure_place')}
      />
      <TextField
        label={label('group_enquiry.club', true)}
        autoComplete="organization"
        maxLength={150}
        error={text(errors.club?.message)}
        {...register('club')}
      />
      <TextField
        className="group-form__wide"
        label={label('group_enquiry.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        error={text(errors.email?.message)}
        {...register('email')}
      />
      <TextArea
        className="group-form__wide"
        label={label('group_enquiry.comment', true)}
        rows={4}
        maxLength={MAX_MESSAGE_LENGTH}
        error={text(errors.comment?.message)}
        {...register('comment')}
      />
      <ConsentCheckbox
        id={consentId}
        className="group-form__consent group-form__wide"
        label={intl.formatMessage({ id: 'group_enquiry.consent' })}
        error={consentError}
        {...register('data_protection')}
      />
      <button type="submit" className="button button--primary group-form__submit" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'group_enquiry.submitting' : 'group_enquiry.submit' })}
      </button>
    </form>
  );
}
