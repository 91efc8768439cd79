import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorWordmarkSize } from '@app/shared/operator-wordmark';
import { renderWithProviders } from '../../testing/render.tsx';
import { OperatorLogo } from './operator-logo.tsx';

describe('OperatorLogo', () => {
  it("shows the operator's wordmark 24 px tall as decoration beside the name", () => {
    renderWithProviders(
      <p>
        <OperatorLogo code="DER" name="DERTOUR" />
        DERTOUR
      </p>,
    );
    // alt="" hides it from assistive technology: the name is read once, from the text.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const logo = screen.getByRole('presentation');
    expect(logo).toHaveAttribute('src', '/img/partners/DER');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('height', '24');
    const { width, height } = operatorWordmarkSize('DERTOUR');
    expect(logo).toHaveAttribute('width', String(Math.round((width * 24) / height)));
  });

  it('shows nothing for a virtual operator, which has no logo', () => {
    const { container } = renderWithProviders(<OperatorLogo code="ALL_GER" name="Niemcy" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
