/**
 * The platform the live shell provides, read from where the shell serves it. Bounded in time and size:
 * a slow or oversized answer means the gate cannot decide, and a release then waits rather than going live unchecked.
 */
import type { ShellPlatform } from './compatibility-gate.ts';

const TIMEOUT_MS = 3000;
const MAX_BYTES = 64 * 1024;
/** A package or one of its entry points, whose path may have capitals: `react/jsx-runtime`, `dayjs/plugin/customParseFormat`. */
const NAME = /^(@[a-z0-9-]{1,60}\/)?[a-z0-9][a-z0-9._-]{0,80}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,80}){0,4}$/;
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(-[0-9A-Za-z.-]{1,40})?$/;

function platformOf(body: unknown): ShellPlatform | undefined {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { shared?: unknown }).shared)) return undefined;
  const shared: ShellPlatform['shared'] = [];
  for (const entry of (body as { shared: unknown[] }).shared.slice(0, 200)) {
    const { name, version } = (entry ?? {}) as { name?: unknown; version?: unknown };
    if (typeof name !== 'string' || typeof version !== 'string' || !NAME.test(name) || !VERSION.test(version)) return undefined;
    shared.push({ name, version });
  }
  return { shared };
}

export async function fetchShellPlatform(url: string): Promise<ShellPlatform | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok || !response.body) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > MAX_BYTES) return undefined;
      chunks.push(chunk);
    }
    return platformOf(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    return undefined;
  }
}
