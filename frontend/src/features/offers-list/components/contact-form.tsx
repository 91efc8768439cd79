import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import * as z from 'zod';
import {
  MAX_MESSAGE_LENGTH,
  EmailSchema,
  FullNameSchema,
  MessageSchema,
  PhoneSchema,
  optional,
} from '@app/shared/form-fields';
import { FIELD_MESSAGES, isFieldMessageKey } from '@app/shared/server-messages';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { localeAtom } from '../../../lib/intl/locale-atom.ts';
import { localizedErrorMap } from '../../../lib/intl/zod-error-map.ts';
import { serverFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { ConsentCheckbox } from '../../../components/ui/consent-checkbox.tsx';

/**
 * The fields of POST /contact/send_message with the API's own rules (shared/src/form-fields.ts), so
 * the form and the server never disagree: e-mail required, phone optional (spec §5, LIST-19, VAL-07).
 * The consent is a plain box here and becomes `consents.data_protection` in the body.
 */
const ContactFormSchema = z.object({
  full_name: FullNameSchema,
  email: EmailSchema,
  phone: optional(PhoneSchema),
  message: MessageSchema,
  data_protection: z
    .boolean()
    .refine((given) => given, 'consent_required')
    .transform((): true => true),
});
type ContactFormInput = z.input<typeof ContactFormSchema>;
type ContactFormValues = z.output<typeof ContactFormSchema>;
type FieldName = keyof ContactFormInput;

const FIELD_NAMES: readonly FieldName[] = ['full_name', 'email', 'phone', 'message'];
/** The server names fields as the body does; only the consent differs. */
const RENAMED_FIELDS: Readonly<Record<string, FieldName>> = { 'consents.data_protection': 'data_protection' };

/**
 * The contact form of the no-offers state (spec §2, §8). The search the visitor made travels with the
 * message as a comment, so the office sees what was not found. The server's field errors land under
 * their fields; success shows the enquiry's reference number.
 */
export function ContactForm() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const send = useSendContactMessage();
  const location = useLocation();
  const consentId = useId();
  const [reference, setReference] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(ContactFormSchema, { error: localizedErrorMap(locale) }),
    defaultValues: { full_name: '', email: '', phone: '', message: '', data_protection: false },
  });
  const text = (message: string | undefined) =>
    message === undefined ? undefined : isFieldMessageKey(message) ? FIELD_MESSAGES[message][locale] : message;

  const submit = async ({ data_protection, phone, ...fields }: ContactFormValues): Promise<void> => {
    setFailure(undefined);
    try {
      const url = new URL(`${location.pathname}${location.search}`, window.location.origin).href;
      const search = intl.formatMessage({ id: 'offers_list.contact.search' }, { url });
      const answer = await send.mutateAsync({
        ...fields,
        phone,
        comments: search.slice(0, MAX_MESSAGE_LENGTH),
        consents: { data_protection },
      });
      setReference(answer.reference_id);
    } catch (error) {
      // The server's messages are already in the visitor's language.
      for (const [field, message] of serverFieldErrors(error, FIELD_NAMES, RENAMED_FIELDS)) {
        setError(field, { type: 'server', message });
      }
      setFailure(error instanceof ApiError ? error.message : intl.formatMessage({ id: 'error.generic' }));
    }
  };

  if (reference !== undefined) {
    return (
      <p className="contact-form__success" role="status">
        {intl.formatMessage({ id: 'offers_list.contact.success' }, { reference })}
      </p>
    );
  }

  const consentError = text(errors.data_protection?.message);
  return (
    <form className="contact-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="contact-form__row">
        <TextField
          label={intl.formatMessage({ id: 'offers_list.contact.full_name' })}
          autoComplete="name"
          error={text(errors.full_name?.message)}
          {...register('full_name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'offers_list.contact.email' })}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          error={text(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'offers_list.contact.phone' })}
          type="tel"
          autoComplete="tel"
          error={text(errors.phone?.message)}
          {...register('phone')}
        />
      </div>
      <TextArea
        label={intl.formatMessage({ id: 'offers_list.contact.message' })}
        rows={4}
        maxLength={MAX_MESSAGE_LENGTH}
        error={text(errors.message?.message)}
        {...register('message')}
      />
      <ConsentCheckbox
        id={consentId}
        className="contact-form__consent"
        label={intl.formatMessage({ id: 'offers_list.contact.consent' })}
        error={consentError}
        {...register('data_protection')}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {intl.formatMessage({ id: isSubmitting ? 'offers_list.contact.submitting' : 'offers_list.contact.submit' })}
      </button>
    </form>
  );
}
