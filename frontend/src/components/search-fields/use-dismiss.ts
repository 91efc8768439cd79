import { useEffect, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` for a pointer press outside `root` ('outside') or for Escape
 * ('escape'): how the search form's dropdowns and calendars close (spec §4).
 */
export function useDismiss(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: 'outside' | 'escape') => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, open, onDismiss]);
}
