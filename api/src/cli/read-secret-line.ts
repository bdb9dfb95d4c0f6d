import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Reads one line from the terminal without echoing it (a password prompt). */
export async function readSecretLine(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: muted, terminal: process.stdin.isTTY === true });
  try {
    for await (const line of lines) return line;
    throw new Error('No password given');
  } finally {
    lines.close();
    process.stdout.write('\n');
  }
}
