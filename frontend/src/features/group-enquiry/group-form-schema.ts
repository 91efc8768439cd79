import * as z from 'zod';
import {
  GroupEnquiryBodySchema,
  MAX_GROUP_PARTICIPANTS,
  MAX_GROUP_PRICE_EUR,
  MIN_GROUP_PARTICIPANTS,
  TRANSPORT_TYPES,
} from '@app/shared/enquiries';
import { optional } from '@app/shared/form-fields';

const fields = GroupEnquiryBodySchema.shape;
// A number typed into a text box; an empty box reads "required", not "at least 2".
const whole = (min: number, max: number) =>
  z.string().trim().min(1, 'required').pipe(z.coerce.number<string>().int().min(min).max(max));

/**
 * The group enquiry form's rules: the API's own fields (shared/src/enquiries.ts), with numbers typed
 * into text boxes and the consent as a plain checkbox. The departure may not be before `earliest`
 * (tomorrow) and the return not before the departure.
 */
export function groupFormSchema(earliest: string) {
  return z
    .object({
      destination: fields.destination,
      date_from: z.iso.date().refine((day) => day >= earliest, 'date_in_past'),
      date_to: z.iso.date(),
      price_max_eur: optional(whole(1, MAX_GROUP_PRICE_EUR)),
      participants: whole(MIN_GROUP_PARTICIPANTS, MAX_GROUP_PARTICIPANTS),
      transport: z.enum(TRANSPORT_TYPES, { error: 'required' }),
      departure_place: fields.departure_place,
      comment: fields.comment,
      email: fields.email,
      club: fields.club,
      data_protection: z
        .boolean()
        .refine((given) => given, 'consent_required')
        .transform((): true => true),
    })
    .refine((form) => form.date_to >= form.date_from, {
      path: ['date_to'],
      message: 'date_order',
      when: (payload) => z.object({ date_from: z.iso.date(), date_to: z.iso.date() }).safeParse(payload.value).success,
    });
}
export type GroupFormInput = z.input<ReturnType<typeof groupFormSchema>>;
export type GroupFormValues = z.output<ReturnType<typeof groupFormSchema>>;
