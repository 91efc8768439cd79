/** What each form under an offer needs to know about it. */
export interface OfferFormProps {
  /** The chosen offer (`offer_uuid` of the API). */
  readonly offerUuid: string;
  /** The absolute URL of the hotel page showing the chosen offer. */
  readonly offerLink: string;
}

/** The forms a visitor can open under an offer. */
export type OfferFormKind = 'ask' | 'send' | 'call';

/**
 * A request from elsewhere on the page to open one form (the reserve button opens the question form
 * with a reservation request written in). `at` tells two requests for the same form apart.
 */
export interface OfferFormRequest {
  readonly kind: OfferFormKind;
  readonly message?: string;
  readonly at: number;
}
