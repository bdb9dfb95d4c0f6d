import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

/** The path the test serves the admin page at, on the portal's origin. */
export const ADMIN_PATH = '/hydra-admin/';

/** Bundles the minimal API Platform Admin page into a temporary folder; returns the script's text. */
export async function bundleHydraAdmin(): Promise<string> {
  const outdir = await mkdtemp(path.join(tmpdir(), 'hydra-admin-'));
  await build({
    entryPoints: [path.join(__dirname, 'admin-page.tsx')],
    bundle: true,
    outdir,
    format: 'iife',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return readFile(path.join(outdir, 'admin-page.js'), 'utf8');
}

export const ADMIN_HTML = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>API Platform Admin</title></head><body><div id="root"></div><script src="admin-page.js"></script></body></html>';
