import type { FastifyInstance } from 'fastify';

export function staticHeaders(filePath: string): Record<string, string>;
export function registerDist(app: FastifyInstance, options: { root: string; cors?: boolean; index?: boolean }): Promise<void>;
