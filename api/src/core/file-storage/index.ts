import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ensurePrivateDir, writePrivateFile } from './private-files.ts';

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Uploaded files on disk (docs/api-contract.md §10.4): each under a random UUID in one
 * folder outside any web root. Callers only ever pass keys this store made,
 * and keys are checked anyway, so no client text reaches a path.
 */
export function createFileStorage(dir: string) {
  const pathOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(dir, key);
  };
  return {
    directory: dir,
    /** Writes the bytes under a new key, readable by the API's account only, and returns it. */
    async save(bytes: Buffer): Promise<string> {
      await ensurePrivateDir(dir);
      const key = randomUUID();
      await writePrivateFile(pathOf(key), bytes);
      return key;
    },
    /** A stream of the file, or null when it is no longer on disk. */
    async open(key: string): Promise<ReadStream | null> {
      const file = pathOf(key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    remove: (key: string): Promise<void> => rm(pathOf(key), { force: true }),
  };
}

export type FileStorage = ReturnType<typeof createFileStorage>;

declare module 'fastify' {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

export default fp(
  async (app: FastifyInstance, options: { dir: string }) => {
    app.decorate('fileStorage', createFileStorage(options.dir));
  },
  { name: 'file-storage' },
);
