import * as z from 'zod';
import { OperatorSchema } from './reference-data.ts';
import { ROUTES, buildPath } from './routes.ts';

/**
 * `GET /img/partners` (spec §7, API-27): the tour operators whose offers the site sells, each with
 * its logo. Operator names are brands, the same in every language (decision D14), so the answer
 * does not depend on the visitor's language.
 */
export const PartnerSchema = z.object({
  code: z.string(),
  /** The brand name: the logo's alternative text. */
  name: z.string(),
  /** A site path: `/img/partners/<code>`. */
  image_url: z.string(),
  /** Intrinsic size of the image in px, so a page reserves its box before it loads. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const PartnersResponseSchema = z.object({ partners: z.array(PartnerSchema) });
export type PartnersResponse = z.infer<typeof PartnersResponseSchema>;

/** The path parameter of `GET /img/partners/{code}`: an operator code as the reference data spells it. */
export const PartnerImageParamsSchema = z.object({ code: OperatorSchema.shape.code });

/** Where an operator's logo is served. */
export function partnerImagePath(code: string): string {
  return buildPath(ROUTES.imgPartner.path, { code });
}
