import assert from 'node:assert/strict';
import { test } from 'node:test';

import { formatUtcDate } from '../../src/lib/utc-date';

test('formatUtcDate writes what the theme’s Intl formatter wrote, on every day of four years and at the day’s edges', () => {
  const intl = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = 86_400_000;
  for (let t = Date.UTC(2023, 0, 1); t < Date.UTC(2027, 0, 1); t += day) {
    for (const offset of [0, day - 1]) {
      const date = new Date(t + offset);
      assert.equal(formatUtcDate(date), intl.format(date), date.toISOString());
    }
  }
});
