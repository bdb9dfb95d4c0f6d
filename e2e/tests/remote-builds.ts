import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** The workspace's root: commands run there, as a remote's team runs them. */
export const WORKSPACE = path.join(__dirname, '../..');

/** Runs a command from the workspace's root, with `env` added to this process's. */
export const runInWorkspace = (command: string, args: string[], env: Record<string, string> = {}) =>
  promisify(execFile)(command, args, { cwd: WORKSPACE, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });

/**
 * A remote's next build as its team would make it: a copy of its folder (under its git-ignored releases/, named
 * `copyName`) whose file `file` (relative to the remote's folder) `change` rewrites, built with the remote's own
 * webpack configuration. Returns the copy's folder; its build is in `dist/`. Throws when `change` throws, so a
 * source the test no longer matches fails the test by name.
 */
export async function buildChangedCopy(remoteFolder: string, copyName: string, file: string, change: (source: string) => string): Promise<string> {
  const remote = path.join(WORKSPACE, remoteFolder);
  const copy = path.join(remote, 'releases', copyName);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const notATest = (name: string) => !/\.test\.tsx?$/.test(name);
  for (const entry of ['src', 'webpack.config.cjs', 'package.json']) cpSync(path.join(remote, entry), path.join(copy, entry), { recursive: true, filter: notATest });
  const changed = path.join(copy, file);
  writeFileSync(changed, change(readFileSync(changed, 'utf8')));
  await runInWorkspace('pnpm', ['--filter', `./${remoteFolder}`, 'exec', 'webpack', '--mode', 'production', '--config', path.join(copy, 'webpack.config.cjs')]);
  return copy;
}
