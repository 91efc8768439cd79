import { useEffect, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` for a pointer press outside `root` ('outside') or for Escape
 * ('escape'): how the search form's dropdowns and calendars close (spec §4). The Escape is used up,
 * so only the innermost popup closes.
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
      if (event.key !== 'Escape') return;
      // This Escape is the popup's: a modal dialog around it (the phone filter panel) must not close
      // too, and a dialog closes on an Escape nobody has handled (issue 22).
      event.preventDefault();
      onDismiss('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, open, onDismiss]);
}
