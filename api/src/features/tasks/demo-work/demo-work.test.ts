import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { buildTestApp } from '../../../../test/helper.ts';

const { app } = await buildTestApp();
const rows = <T>(text: string) => app.db.query<T>(text);

/** People who book time: live users who are members or managers of a live team. */
const WORKERS = `SELECT u.id, u.email, u.timezone FROM users u
  WHERE NOT u.deleted AND EXISTS (
    SELECT 1 FROM teams t WHERE NOT t.deleted AND (t.user_id = u.id OR EXISTS (SELECT 1 FROM user_teams ut WHERE ut.team_id = t.id AND ut.user_id = u.id)))`;

describe('demo work data', () => {
  test('asks to justify whole working days, whatever day of the week the demo starts on', async () => {
    const days = await rows<{ explanation: string; weekday: number; first: string; last: string; whole: boolean }>(
      `SELECT j.explanation, EXTRACT(ISODOW FROM j.start_at AT TIME ZONE u.timezone)::int AS weekday,
              (j.start_at AT TIME ZONE u.timezone)::date::text AS first, (j.end_at AT TIME ZONE u.timezone)::date::text AS last,
              (j.start_at AT TIME ZONE u.timezone)::time = '00:00' AND (j.end_at AT TIME ZONE u.timezone)::time = '23:59:59' AS whole
       FROM justifications j JOIN users u ON u.id = j.user_id`,
    );
    assert.ok(days.length >= 6);
    for (const day of days) {
      assert.ok(day.weekday <= 5, `'${day.explanation}' falls on day ${day.weekday} of the week`);
      assert.ok(day.whole && day.first === day.last, `'${day.explanation}' is not one whole day: ${day.first} – ${day.last}`);
    }
  });

  test('has running clocks, never two for one person', async () => {
    const open = await rows<{ user_id: number; count: number }>(
      'SELECT user_id, count(*)::int AS count FROM work_time_histories WHERE ended_at IS NULL GROUP BY user_id',
    );
    assert.ok(open.length >= 1, 'some people have a clock running');
    assert.deepEqual(
      open.filter((row) => row.count > 1),
      [],
    );
  });

  test('never starts or ends in the future, and one person never books two things at once', async () => {
    const [future] = await rows<{ count: number }>('SELECT count(*)::int AS count FROM work_time_histories WHERE started_at > now() OR ended_at > now()');
    assert.equal(future?.count, 0);
    const overlaps = await rows<{ id: number }>(
      `SELECT a.id FROM work_time_histories a JOIN work_time_histories b ON a.user_id = b.user_id AND a.id < b.id
       AND a.started_at < coalesce(b.ended_at, now()) AND b.started_at < coalesce(a.ended_at, now())`,
    );
    assert.deepEqual(overlaps, []);
  });

  test('everyone who works in a live team has work on at least 15 of the last 30 days', async () => {
    const days = await rows<{ email: string; days: number }>(
      `SELECT w.email, count(DISTINCT (h.started_at AT TIME ZONE w.timezone)::date)::int AS days
       FROM (${WORKERS}) w LEFT JOIN work_time_histories h ON h.user_id = w.id AND h.started_at >= now() - interval '30 days'
       GROUP BY w.email ORDER BY w.email`,
    );
    assert.ok(days.length >= 20, `workers found: ${days.length}`);
    assert.deepEqual(
      days.filter((row) => row.days < 15),
      [],
    );
  });

  test('a worked day sums to roughly the schedule', async () => {
    const [average] = await rows<{ hours: number }>(
      `SELECT avg(seconds) / 3600 AS hours FROM (
         SELECT sum(extract(epoch FROM h.ended_at - h.started_at)) AS seconds FROM work_time_histories h
         JOIN users u ON u.id = h.user_id JOIN work_schedules s ON s.id = u.work_schedule_id AND s.name = 'Mañanas'
         WHERE h.ended_at IS NOT NULL AND extract(isodow FROM h.started_at AT TIME ZONE u.timezone) <= 5
         GROUP BY h.user_id, (h.started_at AT TIME ZONE u.timezone)::date) per_day`,
    );
    const hours = Number(average?.hours);
    assert.ok(hours > 6 && hours < 7.6, `a morning-shift day averages ${hours} h of a 7 h schedule`);
  });

  test('every live team has tasks in every status, with one tag of each tag type', async () => {
    const missing = await rows<{ name: string }>(
      `SELECT t.name FROM teams t WHERE NOT t.deleted
       AND (SELECT count(DISTINCT k.status_id) FROM tasks k WHERE k.team_id = t.id) < (SELECT count(*) FROM task_statuses)`,
    );
    assert.deepEqual(missing, []);
    const [untagged] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM tasks k WHERE k.created_at > now() - interval '31 days'
       AND (SELECT count(DISTINCT g.type_id) FROM task_tags tt JOIN tags g ON g.id = tt.tag_id WHERE tt.task_id = k.id) <> (SELECT count(*) FROM tag_types)`,
    );
    assert.equal(untagged?.count, 0);
  });

  test('task files exist on disk, some of them soft-deleted', async () => {
    const files = await rows<{ storage_key: string; size: number; deleted: boolean }>(
      "SELECT storage_key, size, deleted FROM media_objects WHERE entity = 'Task' AND task_id IS NOT NULL",
    );
    assert.ok(files.some((file) => file.deleted) && files.some((file) => !file.deleted));
    for (const file of files) assert.ok(existsSync(path.join(app.fileStorage.directory, file.storage_key)), `file ${file.storage_key} on disk`);
  });

  test('notifications point at tasks their owner is assigned to', async () => {
    const [stray] = await rows<{ count: number; total: number }>(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM task_users tu WHERE tu.user_id = n.user_id
                                                 AND n.link = '/user/taskDetails/' || tu.task_id))::int AS count, count(*)::int AS total
       FROM notifications n`,
    );
    assert.ok((stray?.total ?? 0) > 0);
    assert.equal(stray?.count, 0);
  });
});
