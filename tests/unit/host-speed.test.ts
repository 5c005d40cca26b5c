import assert from 'node:assert/strict';
import { test } from 'node:test';

import { hostSpeedLine, SLOW_HOST_INDEX } from '../../bench/lib/host-speed';

test("the benchmarks' host-speed line gives the median and range of Lighthouse's index, rounded", () => {
  assert.equal(hostSpeedLine([1573, 1740, 1612.5]), 'host CPU index (Lighthouse benchmarkIndex): 1613 (1573–1740)');
  assert.equal(hostSpeedLine([1347]), 'host CPU index (Lighthouse benchmarkIndex): 1347 (1347–1347)');
});

test('a host slower than Lighthouse expects is flagged, as its command line warns', () => {
  const slow = hostSpeedLine([919.5, 1041.5, 950]);
  assert.match(slow, /: 950 \(920–1042\); under 1000, where Lighthouse warns/);
  assert.doesNotMatch(hostSpeedLine([SLOW_HOST_INDEX, SLOW_HOST_INDEX + 10]), /under/);
});

test('runs without an index (Lighthouse not installed, no environment in the report) say so', () => {
  assert.equal(hostSpeedLine([]), 'host CPU index (Lighthouse benchmarkIndex): not measured');
  assert.equal(hostSpeedLine([Number.NaN, 1200]), 'host CPU index (Lighthouse benchmarkIndex): 1200 (1200–1200)');
});
