/**
 * 'YYYY-MM-DD' ↔ a Date at local midnight: the date picker works in the browser's zone
 * (decision D3), while the search rules work on zone-free calendar days.
 */
export function toLocalDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function toIsoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
