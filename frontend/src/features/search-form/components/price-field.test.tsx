import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSearchForm } from '../search-form.fixture.tsx';

async function openPriceBox() {
  const rendered = renderSearchForm();
  await rendered.user.click(screen.getByRole('button', { name: 'Więcej opcji' }));
  return { ...rendered, box: screen.getByRole('spinbutton', { name: 'Maksymalna cena za osobę (EUR)' }) };
}

describe('the search form price box (WIDGET-20, VAL-41)', () => {
  it('keeps the digits typed one by one and sends them rounded up to the step of 50', async () => {
    const { user, box, submittedQuery } = await openPriceBox();
    expect(box).toHaveAttribute('min', '0');
    expect(box).toHaveAttribute('step', '50');
    await user.type(box, '1234');
    expect(box).toHaveValue(1234);
    expect(box).not.toHaveAttribute('aria-invalid');
    expect((await submittedQuery()).get('price_max_eur')).toBe('1250');
  });

  it('rejects a negative price: the box is marked invalid and the search has no price limit', async () => {
    const { user, box, submittedQuery } = await openPriceBox();
    await user.type(box, '-100');
    expect(box).toHaveValue(-100);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect((await submittedQuery()).has('price_max_eur')).toBe(false);
  });
});
