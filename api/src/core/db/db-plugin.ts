import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    app.addHook('onClose', async () => {
      await options.db.close();
    });
  },
  { name: 'db' },
);
