import { useEffect } from 'react';

/**
 * While a full-screen sheet is open on a phone, the page behind it must not scroll: a swipe inside
 * the sheet that reaches its end would otherwise move the page, and closing the sheet would land the
 * visitor somewhere else.
 */
export function useSheetScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [locked]);
}
