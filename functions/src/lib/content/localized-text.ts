import { LOCALES } from '@app/shared/locale';
import * as z from 'zod';

/** A text the office keeps in every interface language (pl, en, de), none of them empty. */
export const LocalizedTextSchema = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().min(1)])) as Record<(typeof LOCALES)[number], z.ZodString>,
);
