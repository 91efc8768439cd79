/** What each form under an offer needs to know about it. */
export interface OfferFormProps {
  /** The chosen offer (`offer_uuid` of the API). */
  readonly offerUuid: string;
  /** The absolute URL of the hotel page showing the chosen offer. */
  readonly offerLink: string;
}
