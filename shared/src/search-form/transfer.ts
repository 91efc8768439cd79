/** Transfer filter values of spec §3: '2' with transfer, '1' without. */
export const TRANSFER = { with: '2', without: '1' } as const;
export type Transfer = (typeof TRANSFER)[keyof typeof TRANSFER];

/**
 * The two transfer checkboxes behave as one optional choice: ticking one unticks the other
 * (STATE-18), clicking the ticked one clears the filter (STATE-19).
 */
export function toggleTransfer(current: Transfer | undefined, clicked: Transfer): Transfer | undefined {
  return current === clicked ? undefined : clicked;
}
