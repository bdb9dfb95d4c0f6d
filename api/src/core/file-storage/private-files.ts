import { chmod, type FileHandle, mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Folders and files the API keeps (database, uploads, backups, keys) are
 * readable by its own account only. Modes are set with chmod as well, since
 * the mode given at creation is cut by whatever umask the process inherited.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and missing parents) when absent, and makes it private either way. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/** A new file (never an existing one: `wx`), private before its first byte. */
export async function openPrivateFile(file: string): Promise<FileHandle> {
  const handle = await open(file, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export async function writePrivateFile(file: string, bytes: Buffer | string): Promise<void> {
  const handle = await openPrivateFile(file);
  try {
    await handle.writeFile(bytes);
  } finally {
    await handle.close();
  }
}

const unlessGone = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/** Makes every folder and file under `dir` private: for what a library wrote with its own modes (PGlite's data files). */
export async function makeTreePrivate(dir: string): Promise<void> {
  await chmod(dir, PRIVATE_DIR_MODE);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const inside = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeTreePrivate(inside);
    else if (entry.isFile()) await chmod(inside, PRIVATE_FILE_MODE).catch(unlessGone);
  }
}
