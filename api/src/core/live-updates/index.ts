import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database.ts';
import { createHub, type Hub } from './hub.ts';

/** A private update of the resource at `iri` for `audiences`. */
export type ResourceUpdate = { iri: string; data: unknown; audiences: string[] };

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
    /**
     * Publishes a private update of the resource at `iri` to `audiences`.
     * A failed publication is logged, never turned into a failed request:
     * the change itself is already committed.
     */
    publishUpdate(iri: string, data: unknown, audiences: string[]): Promise<void>;
    /**
     * Publishes inside the caller's open transaction `tx`: the update is
     * stored and announced only if that transaction commits. A failure
     * propagates, so the change and its announcement stand or fall together.
     */
    publishUpdateWithin(tx: Queryable, iri: string, data: unknown, audiences: string[]): Promise<void>;
    /** `publishUpdateWithin` for many resources at once, in two statements however many. */
    publishUpdatesWithin(tx: Queryable, updates: ResourceUpdate[]): Promise<void>;
  }
}

export default fp(
  async (app: FastifyInstance, options: { publicOrigin: string }) => {
    const hub = createHub(app.db);
    await hub.start((error) => app.log.error({ err: error }, 'live update delivery failed'));
    app.decorate('hub', hub);
    app.decorate('publishUpdate', async (iri: string, data: unknown, audiences: string[]) => {
      try {
        await hub.publish({ topics: [`${options.publicOrigin}${iri}`, ...audiences], data });
      } catch (error) {
        app.log.error({ err: error }, 'live update publication failed');
      }
    });
    const publishUpdatesWithin = async (tx: Queryable, updates: ResourceUpdate[]) => {
      await hub.publishAll(
        updates.map(({ iri, data, audiences }) => ({ topics: [`${options.publicOrigin}${iri}`, ...audiences], data })),
        tx,
      );
    };
    app.decorate('publishUpdatesWithin', publishUpdatesWithin);
    app.decorate('publishUpdateWithin', (tx: Queryable, iri: string, data: unknown, audiences: string[]) => publishUpdatesWithin(tx, [{ iri, data, audiences }]));
    app.addHook('preClose', async () => {
      await hub.stop();
    });
  },
  { name: 'live-updates', dependencies: ['db'] },
);
