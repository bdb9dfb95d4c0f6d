/**
 * Connection turns: a piece of work that has begun goes before new work, each statement runs in its own piece's
 * context, and each request of the app is a piece of its own.
 */
import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { asOnePieceOfWork, connectionTurns } from './connection-turns.ts';
import dbPlugin from './db-plugin.ts';
import type { Database } from './database.ts';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets every pending callback run (p-queue starts the next turn on a later tick). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

type Turns = ReturnType<typeof connectionTurns>;

/**
 * Three pieces ask for one connection while it is held. The first piece's second statement is asked while the
 * second piece holds the turn; it must run before the third piece's first. `startPiece(name, body)` starts a piece.
 */
async function secondStatementOrder(turns: Turns, startPiece: (name: string, body: () => Promise<void>) => Promise<void>) {
  const ran: string[] = [];
  const holder = deferred();
  const secondHolder = deferred();
  const held = turns.take(() => holder.promise);
  const pieces = [
    startPiece('one', async () => {
      await turns.take(async () => void ran.push('one: first'));
      await turns.take(async () => void ran.push('one: second'));
    }),
    startPiece('two', async () => {
      await turns.take(async () => {
        ran.push('two: first');
        await secondHolder.promise;
      });
    }),
    startPiece('three', async () => {
      await turns.take(async () => void ran.push('three: first'));
    }),
  ];
  await settle();
  assert.equal(turns.waiting, 3, 'the three first statements wait for the held connection');
  holder.resolve();
  await held;
  await settle();
  secondHolder.resolve();
  await Promise.all(pieces);
  return ran;
}

describe('connection turns', () => {
  test("a piece's later statement goes before another piece's first", async () => {
    const turns = connectionTurns(1);
    const ran = await secondStatementOrder(turns, (_name, body) => new Promise((resolve, reject) => asOnePieceOfWork(() => body().then(resolve, reject))));
    assert.deepEqual(ran, ['one: first', 'two: first', 'one: second', 'three: first']);
  });

  test('outside any piece, statements keep the order they asked in', async () => {
    const turns = connectionTurns(1);
    const ran = await secondStatementOrder(turns, (_name, body) => body());
    assert.deepEqual(ran, ['one: first', 'two: first', 'three: first', 'one: second']);
  });

  test("a statement runs in its own piece's context, whoever freed the turn", async () => {
    const turns = connectionTurns(1);
    const owner = new AsyncLocalStorage<string>();
    const holder = deferred();
    const held = owner.run('holder', () => turns.take(() => holder.promise));
    const seen = owner.run('waiting piece', () => turns.take(async () => owner.getStore()));
    await settle();
    owner.run('releasing piece', () => holder.resolve());
    await held;
    assert.equal(await seen, 'waiting piece');
  });

  test('a failed statement frees its turn and fails only its own caller', async () => {
    const turns = connectionTurns(1);
    await assert.rejects(
      turns.take(async () => {
        throw new Error('refused');
      }),
      /refused/,
    );
    assert.equal(await turns.take(async () => 'next'), 'next');
  });

  test("each request to the app is a piece of its own: its second statement goes before a later request's first", async () => {
    const turns = connectionTurns(1);
    const app = Fastify();
    const db = { close: async () => undefined } as unknown as Database;
    await app.register(dbPlugin, { db });
    const bodies = new Map<string, () => Promise<void>>();
    app.get<{ Params: { name: string } }>('/:name', async (request) => {
      await bodies.get(request.params.name)?.();
      return { done: request.params.name };
    });
    await app.ready();
    try {
      const ran = await secondStatementOrder(turns, async (name, body) => {
        bodies.set(name, body);
        const response = await app.inject({ method: 'GET', url: `/${name}` });
        assert.equal(response.statusCode, 200);
      });
      assert.deepEqual(ran, ['one: first', 'two: first', 'one: second', 'three: first']);
    } finally {
      await app.close();
    }
  });
});
