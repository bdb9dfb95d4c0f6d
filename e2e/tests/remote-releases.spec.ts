import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, openFromMenu, test } from './fixtures';
import { SHELL_URL } from './portal-urls';

const workspace = path.join(__dirname, '../..');
const REPORTS_HEADING = 'Solicitudes de informes';

/** A registry command as a remote team's pipeline runs it, with its deploy token; answers what it printed. */
async function remoteCommand(token: string, args: string[], commit?: string): Promise<string> {
  const env = { ...process.env, PORTAL_URL: SHELL_URL, REMOTE_DEPLOY_TOKEN: token, ...(commit ? { RELEASE_COMMIT: commit } : {}) };
  const { stdout } = await promisify(execFile)('pnpm', ['--silent', ...args], { cwd: workspace, env });
  return stdout;
}

const reportsEntry = async () => {
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const file = (await (await api.get('/config/remotes.json')).json()) as { remotes: { name: string; entry: string; release?: { version: string } }[] };
  await api.dispose();
  return file.remotes.find((remote) => remote.name === 'mf_reports')?.entry;
};

test('a remote team publishes, promotes and rolls back its releases with its own token, and people load the live one', async ({ page }) => {
  test.setTimeout(120_000);
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const made = await api.post('/api/remote_deploy_tokens', { data: { remote: 'mf_reports' } });
  expect(made.status()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  await api.dispose();

  expect(await remoteCommand(token, ['remote:publish', 'mf-reports', '--dist', '--promote'], 'aaaaaaa1')).toContain('mf_reports: en servicio 1.0.0.');
  expect(await remoteCommand(token, ['remote:publish', 'mf_reports', '--dist', '--promote'], 'bbbbbbb2')).toContain('Publicada mf_reports 1.0.0 (bbbbbbb2)');
  expect(await reportsEntry()).toMatch(/\/releases\/1\.0\.0-bbbbbbb2\/mf-manifest\.json$/);

  // The shell loads the live release's files, from the remote's own server.
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(request.url()));
  await logIn(page, ACCOUNTS.admin);
  await openFromMenu(page, 'Informes');
  await expect(page.getByRole('heading', { level: 1, name: REPORTS_HEADING })).toBeVisible();
  expect(loaded.some((url) => url.includes('/releases/1.0.0-bbbbbbb2/remoteEntry.js'))).toBe(true);

  // The open tab hears of the roll back, and loads the release now live on its next navigation into the remote.
  await openFromMenu(page, 'Mis tiempos');
  const heard = page.waitForResponse((response) => /\/config\/remotes\.json\?revision=mf_reports/.test(response.url()));
  expect(await remoteCommand(token, ['remote:rollback', 'mf-reports'])).toContain('mf_reports: en servicio 1.0.0.');
  await heard;
  expect(await reportsEntry()).toMatch(/\/releases\/1\.0\.0-aaaaaaa1\/mf-manifest\.json$/);
  const reloaded = page.waitForEvent('load');
  await openFromMenu(page, 'Informes');
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: REPORTS_HEADING })).toBeVisible();
  expect(loaded.some((url) => url.includes('/releases/1.0.0-aaaaaaa1/remoteEntry.js'))).toBe(true);
  const status = JSON.parse(await remoteCommand(token, ['remote:status', 'mf-reports', '--json'])) as { live: { commit: string }; history: { action: string }[] }[];
  expect(status[0]?.live.commit).toBe('aaaaaaa1');
  expect(status[0]?.history.map((entry) => entry.action).slice(0, 3)).toEqual(['rollback', 'promote', 'publish']);

  // A token of one remote publishes nothing of another.
  await expect(remoteCommand(token, ['remote:publish', 'mf-timeline', '--dist'], 'ccccccc3')).rejects.toThrow(/El token de despliegue es de otro módulo/);
});
