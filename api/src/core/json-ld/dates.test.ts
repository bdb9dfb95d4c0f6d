import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { formatDateTime } from './dates.ts';

/** Madrid's wall time and offset asked of Intl for each value: the slow, obviously right reading. */
function byIntl(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const seconds = Math.floor(date.getTime() / 1000) * 1000;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offset = Math.round((wall - seconds) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${sign}${hours}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
}

test('formatDateTime writes the Madrid wall time and offset Intl gives, for any instant from 1980 to 2100', () => {
  fc.assert(
    fc.property(fc.date({ min: new Date('1980-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
      assert.equal(formatDateTime(date), byIntl(date));
    }),
    { numRuns: 5000 },
  );
});

test('formatDateTime crosses the 2026 daylight-saving changes at the right second', () => {
  assert.equal(formatDateTime('2026-03-29T00:59:59Z'), '2026-03-29T01:59:59+01:00');
  assert.equal(formatDateTime('2026-03-29T01:00:00Z'), '2026-03-29T03:00:00+02:00');
  assert.equal(formatDateTime('2026-10-25T00:59:59Z'), '2026-10-25T02:59:59+02:00');
  assert.equal(formatDateTime('2026-10-25T01:00:00Z'), '2026-10-25T02:00:00+01:00');
  assert.equal(formatDateTime(new Date('2026-11-23T10:15:30.999Z')), '2026-11-23T11:15:30+01:00');
});
