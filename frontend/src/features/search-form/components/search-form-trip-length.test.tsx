import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearchForm } from '../search-form.fixture.tsx';

async function openTripLength() {
  const rendered = renderSearchForm();
  const trigger = screen.getByRole('button', { name: /Długość pobytu/ });
  // The default filter's 7-10 days arrive first; typing before then would be overwritten.
  await screen.findByText('7-10 dni');
  await rendered.user.click(trigger);
  return {
    ...rendered,
    trigger,
    min: screen.getByRole('textbox', { name: 'Od (dni)' }),
    max: screen.getByRole('textbox', { name: 'Do (dni)' }),
  };
}

describe('the search form trip-length boxes', () => {
  it('take absolute integers: "-5" becomes 5 (VAL-34)', async () => {
    const { user, min } = await openTripLength();
    await user.clear(min);
    await user.paste('-5');
    expect(min).toHaveValue('5');
  });

  it('empty a non-numeric input: "abc" becomes "" (VAL-35)', async () => {
    const { user, max } = await openTripLength();
    await user.clear(max);
    await user.paste('abc');
    expect(max).toHaveValue('');
  });

  it('swap a minimum above the maximum when a box is left: 14 and 7 become 7-14 (VAL-36)', async () => {
    const { user, min, max, trigger, submittedQuery } = await openTripLength();
    // The maximum first: leaving the minimum at 14 above the default maximum of 10 would swap at once.
    await user.clear(max);
    await user.type(max, '7');
    await user.clear(min);
    await user.type(min, '14');
    expect([min, max].map((box) => (box as HTMLInputElement).value)).toEqual(['14', '7']);

    await user.tab();
    expect(min).toHaveValue('7');
    expect(max).toHaveValue('14');
    expect(trigger).toHaveTextContent('7-14 dni');
    expect(Object.fromEntries(await submittedQuery())).toMatchObject({ duration_min: '7', duration_max: '14' });
  });
});
