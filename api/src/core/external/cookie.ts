import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Session and hub tokens travel in HttpOnly cookies (docs/api-contract.md §1.9); they are JWTs, so cookie signing adds nothing. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
