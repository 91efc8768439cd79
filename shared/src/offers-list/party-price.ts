/**
 * The price of a whole travelling party (issue 22): the feed prices an offer per adult for the
 * whole trip (docs/feed-format.md, `price_per_person_*`), and a child below the offer's age limit
 * pays a share of that price (`child_pricing`); older children pay the adult price.
 */
export type Party = { readonly adults: number; readonly childrenAges: readonly number[] };

/** The feed's child pricing of one offer: below `childMaxAge` a child pays `childPriceShare` of an adult. */
export type ChildPricing = { readonly childMaxAge: number; readonly childPriceShare: number };

/**
 * What the party pays in the price's own currency, unrounded: amounts are rounded once, where they
 * are shown (decision 023), so the total is never a sum of already rounded prices. Without the
 * offer's child pricing a party with children has no total: counting the children at the adult
 * price would overstate it and at any share would guess, so the caller shows none.
 */
export function partyTotal(pricePerPerson: number, party: Party, childPricing?: ChildPricing): number | undefined {
  if (!Number.isFinite(pricePerPerson) || pricePerPerson <= 0 || party.adults < 1) return undefined;
  if (party.childrenAges.length > 0 && childPricing === undefined) return undefined;
  const children = party.childrenAges.reduce(
    (sum, age) =>
      sum + (childPricing !== undefined && age < childPricing.childMaxAge ? childPricing.childPriceShare : 1),
    0,
  );
  return pricePerPerson * (party.adults + children);
}

/** Everyone who travels, adults and children, as the total's label counts them. */
export function travellers(party: Party): number {
  return party.adults + party.childrenAges.length;
}
