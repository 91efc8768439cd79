import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS } from '@app/shared/locale';
import type { Messages } from '../../../lib/intl/message-id.ts';
import { setViewportWidth } from '../../../testing/match-media.ts';
import { swipeStep, THUMBNAIL_STRIP_TRANSITION_MS, wrapIndex } from './gallery-navigation.ts';
import { GalleryPanel } from './gallery-panel.tsx';
import { hotelDetails } from './hotel-details.fixture.ts';
import { hotelMapGalleryPl } from './map-gallery-messages.ts';

// jsdom has no modal dialogs: just enough of one for the panel (the browser adds the focus trap and Escape).
beforeAll(() => {
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof dialog.showModal === 'function') return;
  dialog.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
});

const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ url: `/photos/${index + 1}.jpg`, width: 1200, height: 800 }));

function renderGallery(count: number) {
  const user = userEvent.setup();
  // Only this folder's texts, which react-intl types as the whole site's catalogue.
  render(
    <IntlProvider locale={INTL_LOCALE_TAGS.pl} messages={hotelMapGalleryPl as Messages}>
      <GalleryPanel hotel={hotelDetails({ gallery: photos(count) })} />
    </IntlProvider>,
  );
  return { user };
}

const largePhoto = () => document.querySelector<HTMLImageElement>('.hotel-gallery__photo');
const strip = () => screen.getByRole('group', { name: 'Miniatury zdjęć' });
const stripStart = () => strip().style.getPropertyValue('--gallery-first');
const viewer = () => screen.getByRole('dialog', { hidden: true });
const counter = () => viewer().querySelector('.gallery-viewer__counter')?.textContent;

describe('GalleryPanel', () => {
  it('says so when the hotel has no photos yet', () => {
    renderGallery(0);

    expect(screen.getByText('Ten hotel nie ma jeszcze zdjęć.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the first photo large and every photo as a lazy thumbnail of known size', () => {
    renderGallery(3);

    expect(largePhoto()).toHaveAttribute('alt', 'Zdjęcie 1 z 3: Hotel Riu Palace');
    expect(largePhoto()).toHaveAttribute('src', '/photos/1.jpg');
    const thumbnails = within(strip()).getAllByRole('img');
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual([
      'Zdjęcie 1 z 3: Hotel Riu Palace',
      'Zdjęcie 2 z 3: Hotel Riu Palace',
      'Zdjęcie 3 z 3: Hotel Riu Palace',
    ]);
    for (const image of thumbnails) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '1200');
      expect(image).toHaveAttribute('height', '800');
    }
  });

  it('shows a thumbnail large when it is clicked', async () => {
    const { user } = renderGallery(3);

    await user.click(within(strip()).getByRole('button', { name: 'Zdjęcie 3 z 3: Hotel Riu Palace' }));

    expect(largePhoto()).toHaveAttribute('src', '/photos/3.jpg');
    expect(largePhoto()).toHaveAttribute('alt', 'Zdjęcie 3 z 3: Hotel Riu Palace');
    expect(within(strip()).getByRole('button', { name: 'Zdjęcie 3 z 3: Hotel Riu Palace' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('slides the strip a view at a time with its arrows, and stops at either end (WIDGET-24)', async () => {
    act(() => setViewportWidth(390));
    const { user } = renderGallery(10);
    const previous = screen.getByRole('button', { name: 'Poprzednie miniatury' });
    const next = screen.getByRole('button', { name: 'Następne miniatury' });
    expect(stripStart()).toBe('0');
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(stripStart()).toBe('4');
    await user.click(next);
    expect(stripStart()).toBe('6');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(stripStart()).toBe('6');

    await user.click(previous);
    expect(stripStart()).toBe('2');
    await user.click(previous);
    expect(stripStart()).toBe('0');
  });

  it('moves the strip in 350 ms, the transition of every carousel (WIDGET-24)', () => {
    expect(THUMBNAIL_STRIP_TRANSITION_MS).toBe(350);

    renderGallery(3);
    expect(strip().style.getPropertyValue('--gallery-transition')).toBe('350ms');
  });

  it('opens the photo full screen, turns it with the keyboard and buttons, and gives the focus back', async () => {
    const { user } = renderGallery(12);
    const opener = screen.getByRole('button', { name: /Powiększ/ });

    await user.click(opener);
    expect(viewer()).toHaveAttribute('open');
    expect(counter()).toBe('1 / 12');
    expect(within(viewer()).getByRole('img')).toHaveAttribute('alt', 'Zdjęcie 1 z 12: Hotel Riu Palace');

    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    expect(counter()).toBe('3 / 12');
    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    expect(counter()).toBe('2 / 12');

    await user.click(within(viewer()).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    await user.click(within(viewer()).getByRole('button', { name: 'Poprzednie zdjęcie' }));
    expect(counter()).toBe('12 / 12');
    await user.click(within(viewer()).getByRole('button', { name: 'Następne zdjęcie' }));
    expect(counter()).toBe('1 / 12');
    await user.click(within(viewer()).getByRole('button', { name: 'Następne zdjęcie' }));
    expect(within(viewer()).getByRole('img')).toHaveAttribute('src', '/photos/2.jpg');

    await user.click(within(viewer()).getByRole('button', { name: 'Zamknij galerię' }));
    expect(viewer()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
    // The photo turned to in full screen stays the large one, its thumbnail marked.
    expect(largePhoto()).toHaveAttribute('src', '/photos/2.jpg');
  });

  it('brings the thumbnail of the photo turned to in full screen into view', async () => {
    act(() => setViewportWidth(390));
    const { user } = renderGallery(10);
    await user.click(screen.getByRole('button', { name: /Powiększ/ }));

    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });

    expect(counter()).toBe('10 / 10');
    expect(stripStart()).toBe('6');
  });

  it('turns the photo with a horizontal swipe of more than 50 px', async () => {
    const { user } = renderGallery(5);
    await user.click(screen.getByRole('button', { name: /Powiększ/ }));
    const stage = viewer().querySelector('.gallery-viewer__stage') as HTMLElement;

    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 200 });
    expect(counter()).toBe('2 / 5');
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 240 });
    expect(counter()).toBe('2 / 5');
    fireEvent.pointerDown(stage, { clientX: 100 });
    fireEvent.pointerUp(stage, { clientX: 260 });
    expect(counter()).toBe('1 / 5');
  });
});

describe('gallery navigation', () => {
  it('goes round at either end', () => {
    expect(wrapIndex(0, -1, 12)).toBe(11);
    expect(wrapIndex(11, 1, 12)).toBe(0);
    expect(wrapIndex(4, 1, 12)).toBe(5);
  });

  it('counts only drags longer than 50 px as a swipe, leftwards meaning the next photo', () => {
    expect(swipeStep(100, 50)).toBe(0);
    expect(swipeStep(100, 49)).toBe(1);
    expect(swipeStep(100, 151)).toBe(-1);
  });
});
