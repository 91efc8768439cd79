import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '../testing/match-media.ts';
import { useIsDesktop } from './use-media-query.ts';

function Layout() {
  return <p>{useIsDesktop() ? 'desktop' : 'mobile'}</p>;
}

describe('useIsDesktop', () => {
  it('is true above 1023 px and follows the window as it changes (spec §9)', () => {
    setViewportWidth(1023);
    render(<Layout />);
    expect(screen.getByText('mobile')).toBeInTheDocument();

    act(() => setViewportWidth(1024));
    expect(screen.getByText('desktop')).toBeInTheDocument();

    act(() => setViewportWidth(375));
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
