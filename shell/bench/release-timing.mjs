/**
 * remote-publish-to-open-tab-ms: from a promotion in the remote registry to the new release's screen shown in a tab
 * that was open before it, after that tab's next navigation into the remote (the menu click that follows the
 * registry's notice). Two releases of mf_reports are copied from its build to its `releases/` folder, registered
 * and promoted through the API as an admin; the tab is signed in as the admin too.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const REMOTE = 'mf-reports';
const COMMITS = ['be0c0001', 'be0c0002'];

async function adminApi(shellUrl) {
  const login = await fetch(`${shellUrl}/api/login`, {
    method: 'POST',
    headers: { origin: shellUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@empresa.es', password: 'Portal2026!' }),
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
  return async (method, url, body) => {
    const response = await fetch(`${shellUrl}/api${url}`, {
      method,
      headers: { origin: shellUrl, cookie, accept: 'application/ld+json', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

/** Copies the remote's build as two releases and registers them; answers their versions and a cleanup. */
async function publishTwoReleases(root, shellUrl, api) {
  const folder = path.join(root, REMOTE);
  const dist = path.join(folder, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const version = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
  const file = await (await fetch(`${shellUrl}/config/remotes.json`)).json();
  const origin = new URL(file.remotes.find((remote) => remote.name === manifest.name).entry).origin;
  const made = [];
  for (const commit of COMMITS) {
    const id = `${version}-${commit}`;
    const releaseDir = path.join(folder, 'releases', id);
    if (!existsSync(releaseDir)) {
      cpSync(dist, releaseDir, { recursive: true });
      made.push(releaseDir);
    }
    await api('POST', '/remote_releases', {
      remote: manifest.name,
      version,
      commit,
      builtAt: new Date().toISOString(),
      entry: `${origin}/releases/${id}/mf-manifest.json`,
      needs: manifest.shared.map(({ name, version: built, requiredVersion, singleton }) => ({ name, version: built, requiredVersion, singleton })),
    });
  }
  const cleanup = () => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  };
  return { name: manifest.name, version, cleanup };
}

const promote = async (api, name, version, commit) =>
  api('POST', `/remote_modules/${name}/promotion`, { version, commit, revision: (await api('GET', `/remote_modules/${name}`)).revision });

/**
 * One measure: the tab shows Informes on the first build, moves to Mi perfil; the second build is promoted; the tab
 * hears of it and the click on Informes shows it, after a whole-page load.
 */
export async function publishToOpenTab(browser, root, shellUrl, signedInHome, clickToHeading) {
  const api = await adminApi(shellUrl);
  const { name, version, cleanup } = await publishTwoReleases(root, shellUrl, api);
  // The first build goes live before the tab opens: promoted under an open tab, it would make the tab's next click
  // into Informes load the whole page, as the measured promotion does.
  await promote(api, name, version, COMMITS[0]);
  const { page, context } = await signedInHome(browser, shellUrl);
  try {
    await clickToHeading(page, 'Informes', 'Solicitudes de informes');
    await clickToHeading(page, 'Mi perfil', 'Mi perfil');
    const second = `/releases/${version}-${COMMITS[1]}/remoteEntry.js`;
    const started = performance.now();
    const heard = page.waitForResponse((response) => response.url().includes('/config/remotes.json?revision='));
    await promote(api, name, version, COMMITS[1]);
    await heard;
    const loadsSecond = page.waitForRequest((request) => request.url().includes(second));
    await page.getByRole('complementary', { name: 'Menú principal' }).getByRole('link', { name: 'Informes' }).click();
    await loadsSecond;
    await page.getByRole('heading', { level: 1, name: 'Solicitudes de informes' }).waitFor();
    return performance.now() - started;
  } finally {
    await context.close();
    cleanup();
  }
}
