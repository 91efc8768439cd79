import { useIntl } from 'react-intl';

/**
 * An option's live count beside its label, "(1 234)" (the offers list's facets); nothing when the
 * count is unknown. Grouped always, as the market writes numbers (ui.md).
 */
export function OptionCount({ count }: { count: number | undefined }) {
  const intl = useIntl();
  if (count === undefined) return null;
  // The space keeps the count a word of its own in the checkbox's accessible name.
  return (
    <>
      {' '}
      <span className="checkbox__count">({intl.formatNumber(count, { useGrouping: 'always' })})</span>
    </>
  );
}

/**
 * An option whose live count is 0 would empty the list: it cannot be ticked. One already ticked
 * stays enabled, so the visitor can always take it back (issue 22).
 */
export function isEmptyChoice(count: number | undefined, checked: boolean): boolean {
  return count === 0 && !checked;
}
