const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 28, 2026": what `Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric',
 * timeZone: 'UTC' })` writes, without constructing a formatter. The first Intl formatter a page builds
 * loads the locale's data, costly work on a phone in the middle of hydration.
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
