import type { FastifyInstance } from 'fastify';

export function staticHeaders(filePath: string, stat?: { mtime: Date }): Record<string, string>;
export function registerDist(app: FastifyInstance, options: { root: string; cors?: boolean; index?: boolean }): Promise<void>;
