import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), button:not([disabled]), a[href], [tabindex="0"]';

/** The controls of a popup panel a visitor can reach, in document order. */
export function focusableIn(panel: HTMLElement | null): HTMLElement[] {
  if (!panel) return [];
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/**
 * Where focus goes when a panel opens from the keyboard: the first chosen option, else the first
 * control (the search box of the airport and destination lists). The close icon is skipped: landing
 * on it would leave the visitor one key away from losing the panel.
 */
export function focusEntry(panel: HTMLElement | null): void {
  const controls = focusableIn(panel).filter((element) => !element.classList.contains('dropdown__close'));
  const chosen = controls.find((element) => element instanceof HTMLInputElement && element.checked);
  (chosen ?? controls[0])?.focus();
}

/** Controls that use the arrow keys themselves: a select changes its value, a slider its position. */
function ownsArrows(element: HTMLElement): boolean {
  return element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.type === 'range');
}

function isTextBox(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement && !['checkbox', 'radio', 'range'].includes(element.type);
}

/**
 * The keys inside a dropdown's panel (WAI-ARIA listbox and dialog patterns, issue 22): Up and Down
 * move between its controls (Home and End to the first and last), so a long list of checkboxes is
 * walked without Tab; Enter on an option or in a search box is "done"; Alt+Up closes. Gives `true`
 * when the panel should close and hand focus back to its field. A key a widget has already handled
 * (its default prevented) is left alone.
 */
export function handlePanelKey(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null): boolean {
  if (event.defaultPrevented) return false;
  const target = event.target as HTMLElement;
  const { key } = event;
  if (key === 'ArrowUp' && event.altKey) {
    event.preventDefault();
    return true;
  }
  if (key === 'Enter' && target instanceof HTMLInputElement) {
    // In a form, Enter in a text box would submit the whole search: here it confirms the panel.
    event.preventDefault();
    return true;
  }
  const moves: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (index, count) => Math.min(index + 1, count - 1),
    ArrowUp: (index) => Math.max(index - 1, 0),
    Home: () => 0,
    End: (_, count) => count - 1,
  };
  const move = moves[key];
  if (!move || ownsArrows(target) || ((key === 'Home' || key === 'End') && isTextBox(target))) return false;
  const controls = focusableIn(panel);
  if (controls.length === 0) return false;
  event.preventDefault();
  controls[move(controls.indexOf(target), controls.length)]?.focus();
  return false;
}
