import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteConfig } from '../federation/remotes-config';

const workspace = path.join(__dirname, '../../..');

// What each remote's build writes into its manifest (`metaData.portal`), read from its routes.tsx and cards.tsx.
const { readRemoteDeclaration } = require('../../../shared-ui/build/remote-declaration.cjs') as {
  readRemoteDeclaration: (appDir: string, name: string) => Pick<RemoteConfig, 'routes' | 'nav' | 'widgets'>;
};

type RemotesFile = { allowedOrigins: string[]; remotes: { name: string; entry: string; enabled: boolean }[] };

/** The default remotes file as the shell's server serves it: each remote with the screens, menu entries and cards its build declares. */
export function servedRemotesFile(): RemotesFile & { remotes: Pick<RemoteConfig, 'routes' | 'nav' | 'widgets'>[] } {
  const file = JSON.parse(readFileSync(path.join(__dirname, '../../config/remotes.json'), 'utf8')) as RemotesFile;
  const remotes = file.remotes.map((remote) => ({ ...remote, ...readRemoteDeclaration(path.join(workspace, remote.name.replaceAll('_', '-')), remote.name) }));
  return { ...file, remotes };
}
