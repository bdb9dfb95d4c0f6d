import path from 'node:path';

/**
 * The libpq environment of a `postgres://` URL, so client tools get the
 * password from the environment and never from their command line (which
 * other local users can read in the process list).
 */
export function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(url.hostname) || 'localhost',
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
  const sslMode = url.searchParams.get('sslmode');
  if (sslMode) env.PGSSLMODE = sslMode;
  const socketHost = url.searchParams.get('host');
  if (socketHost) env.PGHOST = socketHost;
  return env;
}

/** A client tool's path: in `PG_BIN_DIR` when set, else found on the PATH. */
export const pgTool = (binDir: string | undefined, name: 'pg_dump' | 'psql') => (binDir ? path.join(binDir, name) : name);

/** Removes anything secret from a line that came from a client tool before it reaches a log. */
export function redactSecrets(line: string, databaseUrl: string | undefined): string {
  let clean = line.replace(/postgres(?:ql)?:\/\/\S+/gi, 'postgres://…').replace(/password\s*=\s*\S+/gi, 'password=…');
  if (databaseUrl) {
    const { password } = new URL(databaseUrl);
    if (password) clean = clean.split(decodeURIComponent(password)).join('…');
  }
  return clean;
}
