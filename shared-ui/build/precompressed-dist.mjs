/** For tests of the static servers: a dist folder laid out like the build's, every file next to its `.br` and `.gz`. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** Writes each `[name, body]` of `files` into `folder` with its brotli and gzip copies. */
export function writePrecompressedDist(folder, files) {
  for (const [name, body] of files) {
    writeFileSync(path.join(folder, name), body);
    writeFileSync(path.join(folder, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(folder, `${name}.gz`), gzipSync(body));
  }
}
