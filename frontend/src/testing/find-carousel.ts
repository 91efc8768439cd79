import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The carousel once Splide has mounted it (it loads after the static first view). */
export async function findMountedCarousel(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('region', { name })).toHaveAttribute('aria-roledescription'));
  return screen.getByRole('region', { name });
}
