import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { asOnePieceOfWork } from './connection-turns.ts';
import type { Database } from './database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the already migrated database and closes it with the app. */
export default fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorate('db', options.db);
    // Each request is one piece of work for the connection turns: once begun, its statements go first.
    app.addHook('onRequest', (_request, _reply, done) => asOnePieceOfWork(done));
    app.addHook('onClose', async () => {
      await options.db.close();
    });
  },
  { name: 'db' },
);
