import { randomUUID } from 'node:crypto';
import { watch } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The names of the files created, written or removed in `dir` while `work`
 * ran, even those gone again by its end. A marker file written afterwards
 * tells when every earlier event has arrived (the kernel reports them in order).
 */
export async function filesTouchedDuring<T>(dir: string, work: () => Promise<T>): Promise<{ touched: string[]; result: T }> {
  await mkdir(dir, { recursive: true });
  const marker = `.marker-${randomUUID()}`;
  const touched = new Set<string>();
  let markerSeen: () => void = () => undefined;
  const markerArrived = new Promise<void>((resolve) => {
    markerSeen = resolve;
  });
  const watcher = watch(dir, (_event, name) => {
    if (name === marker) markerSeen();
    // A change of the folder itself (its mode) comes with the folder's own name.
    else if (name && name !== path.basename(dir)) touched.add(name);
  });
  try {
    const result = await work();
    await writeFile(path.join(dir, marker), '');
    await markerArrived;
    return { touched: [...touched], result };
  } finally {
    watcher.close();
    await rm(path.join(dir, marker), { force: true });
  }
}
