import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sql, { type Sql } from 'sql-template-tag';
import { buildTestApp } from '../../../test/helper.ts';
import { ALWAYS, NEVER } from '../../core/authorization/scope-sql.ts';
import { approversOf } from './approver-notices.ts';
import type { DecisionItem } from './decision-kinds.ts';

const { app } = await buildTestApp();

const liveUsers = () => app.db.query<{ id: number }>('SELECT id FROM users WHERE NOT deleted AND NOT banned ORDER BY id');
const itemOf = (requesterId: number): DecisionItem => ({
  requesterId,
  requester: 'x',
  email: null,
  start: new Date(),
  end: null,
  detail: null,
  pending: true,
  rejectReasonRequired: false,
});

/** The approvers as the rule answers them one caller at a time (the decision link's check), for comparison. */
async function oneByOne(requesterId: number | null, decides: (caller: NonNullable<Awaited<ReturnType<typeof app.loadCaller>>>) => Promise<boolean>) {
  const approvers: number[] = [];
  for (const { id } of await liveUsers()) {
    const caller = id === requesterId ? undefined : await app.loadCaller(id);
    if (caller && (await decides(caller))) approvers.push(id);
  }
  return approvers;
}

describe('approvers of a request, asked of every manager at once', () => {
  test('schedule and justification requests: the same approvers as the rule asked of each user in turn', async () => {
    let someoneHeard = 0;
    for (const { id: requesterId } of await liveUsers()) {
      const item = itemOf(requesterId);
      const schedule = await approversOf(app, 'schedule', 0, item, null);
      assert.deepEqual(
        schedule.map((one) => one.id),
        await oneByOne(requesterId, (caller) => app.authorization.canDecideCalendarRequestOf(caller, requesterId)),
        `schedule approvers of user ${requesterId}`,
      );
      const justification = await approversOf(app, 'justification', 0, item, null);
      assert.deepEqual(
        justification.map((one) => one.id),
        await oneByOne(requesterId, (caller) => app.authorization.canDecideJustificationOf(caller, requesterId)),
        `justification approvers of user ${requesterId}`,
      );
      // Beyond the admins, someone's own managers must be found, or the comparison proves little.
      if (schedule.length > 1) someoneHeard += 1;
    }
    assert.ok(someoneHeard > 3, 'managers besides the admins decide some requests');
  });

  test('requested tasks: the same approvers as the rule asked of each user in turn; whoever asked is left out', async () => {
    const tasks = await app.db.query<{ id: number; created_by_id: number | null }>('SELECT id, created_by_id FROM tasks ORDER BY id LIMIT 25');
    assert.ok(tasks.length > 0);
    for (const task of tasks) {
      const approvers = await approversOf(app, 'task', task.id, itemOf(task.created_by_id ?? 0), null);
      assert.deepEqual(
        approvers.map((one) => one.id),
        await oneByOne(task.created_by_id, (caller) => app.taskRules.mayUnlockTask(caller, task.id)),
        `approvers of task ${task.id}`,
      );
    }
  });

  test('holdsEach answers each condition in order, past one statement’s share, as holds does one by one', async () => {
    const conditions: Sql[] = Array.from({ length: 450 }, (_, index) => (index % 5 === 0 ? ALWAYS : index % 7 === 0 ? NEVER : sql`${index}::integer % 3 = 0`));
    const expected = conditions.map((_, index) => index % 5 === 0 || (index % 7 !== 0 && index % 3 === 0));
    assert.deepEqual(await app.authorization.holdsEach(conditions), expected);
    assert.deepEqual(await Promise.all(conditions.slice(0, 30).map((condition) => app.authorization.holds(condition))), expected.slice(0, 30));
    assert.deepEqual(await app.authorization.holdsEach([]), []);
  });
});

describe('notices for many people at once', () => {
  test('one notice per person, in order, each published to its owner only; a rolled-back change leaves none', async () => {
    const people = (await liveUsers()).slice(0, 4).map((user) => user.id);
    const notices = people.map((userId, index) => ({ userId, title: `Aviso ${index}`, message: `Para ${userId}`, link: index % 2 ? null : '/x' }));
    const created = await app.db.transaction((tx) => app.notifications.notifyAll(tx, notices));
    assert.deepEqual(
      created.map((one) => [one.user, one.title, one.message, one.link]),
      notices.map((notice) => [`/api/users/${notice.userId}`, notice.title, notice.message, notice.link]),
    );
    for (const notification of created) {
      const updates = await app.db.query<{ topics: string[] }>("SELECT topics FROM live_updates WHERE data::jsonb ->> '@id' = $1", [notification['@id']]);
      assert.equal(updates.length, 1, notification['@id']);
      const owner = Number(String(notification.user).split('/').pop());
      assert.deepEqual(updates[0]?.topics.slice(1), [`urn:app:user:${owner}`]);
    }

    const before = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications'))[0]?.n;
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await app.notifications.notifyAll(tx, notices);
        throw new Error('the change fails');
      }),
      /the change fails/,
    );
    assert.equal((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications'))[0]?.n, before);
  });
});
