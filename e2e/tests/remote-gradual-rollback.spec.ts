import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiSessionFor } from './api-helpers';
import { ACCOUNTS, expect, logIn, test } from './fixtures';
import { SHELL_URL } from './portal-urls';
import { buildChangedCopy, runInWorkspace as run, WORKSPACE } from './remote-builds';

const profile = path.join(WORKSPACE, 'mf-profile');
// The team's faulty build, made from a copy of the remote's folder (kept out of git with releases/).
const BROKEN_BUILD = '.throwing-build';
const brokenBuild = path.join(profile, 'releases', BROKEN_BUILD);
const BROKEN = 'No se ha podido cargar el perfil';
const { version } = JSON.parse(readFileSync(path.join(profile, 'package.json'), 'utf8')) as { version: string };

/** The profile remote as a careless change would leave it: its profile screen throws on every render. */
async function buildThatThrows(): Promise<string> {
  const copy = await buildChangedCopy('mf-profile', BROKEN_BUILD, 'src/screens/Profile/Profile.tsx', (source) => {
    const opening = 'export function Profile() {\n';
    if (!source.includes(opening)) throw new Error('the profile screen changed: update this test');
    return source.replace(opening, `${opening}  if (Date.now() > 0) throw new Error('a faulty release');\n`);
  });
  return path.join(copy, 'dist');
}

type ServedProfile = { candidate?: { share: number; release: { id: number } } };
const servedProfile = async (page: Page): Promise<ServedProfile | undefined> => {
  const file = (await (await page.request.get('/config/remotes.json')).json()) as { remotes: ({ name: string } & ServedProfile)[] };
  return file.remotes.find((remote) => remote.name === 'mf_profile');
};

/** Opens the person's profile and tells which release they got: the faulty candidate's error, or the live profile. */
async function onFaultyRelease(page: Page): Promise<boolean> {
  await page.goto('/profile');
  const faulty = page.getByText(BROKEN);
  const signedOut = page.getByRole('button', { name: 'Entrar', exact: true });
  await expect(faulty.or(page.getByRole('button', { name: 'Guardar', exact: true })).or(signedOut)).toBeVisible();
  if (await signedOut.isVisible()) throw new Error(`the profile showed the login form (${page.url()})`);
  return faulty.isVisible();
}

test.afterAll(() => rmSync(brokenBuild, { recursive: true, force: true }));

test('a release that throws, published at 50 %, reaches the same half of the people on every visit and goes back by itself', async ({ browser, page }) => {
  test.setTimeout(600_000);
  const { api } = await apiSessionFor(ACCOUNTS.admin);
  const { token } = (await (await api.post('/api/remote_deploy_tokens', { data: { remote: 'mf_profile' } })).json()) as { token: string };
  const publish = (args: string[], commit: string) =>
    run('pnpm', ['--silent', 'remote:publish', 'mf-profile', ...args, '--promote'], { PORTAL_URL: SHELL_URL, REMOTE_DEPLOY_TOKEN: token, RELEASE_COMMIT: commit });
  // Commits unique to this run: a release never changes once registered.
  const stamp = Date.now().toString(16).slice(-7);
  await publish(['--dist'], `c${stamp}`);
  const built = await buildThatThrows();
  await publish(['--build', built, '--share', '50'], `d${stamp}`);
  await expect.poll(async () => (await servedProfile(page))?.candidate?.share).toBe(50);

  // Who gets which release, seen twice per person, until both sides have someone (the side depends only on the person
  // and the remote, so the same people come first every run); their tabs' reports are held back so nothing is withdrawn yet.
  const faulty: string[] = [];
  const fine: string[] = [];
  for (const email of Object.values(ACCOUNTS)) {
    if (faulty.length > 0 && fine.length > 0) break;
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.route('**/api/remote_release_reports', (route) => route.abort());
    await logIn(tab, email);
    const first = await onFaultyRelease(tab);
    expect(await onFaultyRelease(tab), `${email} stays on one side`).toBe(first);
    (first ? faulty : fine).push(email);
    await context.close();
  }
  expect(faulty.length, `on the faulty release: ${faulty.join(', ')}`).toBeGreaterThan(0);
  expect(fine.length, `on the live release: ${fine.join(', ')}`).toBeGreaterThan(0);

  // Now the faulty side's tabs report: each visit is one more failure, until the registry withdraws the release.
  const [someone] = faulty as [string];
  await logIn(page, someone);
  // What each visit got, named in the failure if the release is not withdrawn.
  const visits: string[] = [];
  for (let visit = 0; visit < 8 && (await servedProfile(page))?.candidate; visit += 1) {
    // The next visit would cut a report still on its way: each faulty one is waited for.
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/remote_release_reports') && (response.request().postData() ?? '').includes('screen-error'));
    reported.catch(() => undefined);
    if (!(await onFaultyRelease(page))) {
      visits.push('live');
      continue;
    }
    const status = (await reported).status();
    visits.push(`faulty, reported ${status}`);
    expect(status).toBe(202);
  }
  await expect.poll(async () => (await servedProfile(page))?.candidate, { message: `still a candidate after the visits: ${visits.join('; ')}` }).toBeUndefined();
  expect(await onFaultyRelease(page)).toBe(false);

  const state = (await (await api.get('/api/remote_modules/mf_profile')).json()) as { candidate: unknown; history: { action: string; by: string | null }[] };
  expect(state.candidate).toBeNull();
  expect(state.history[0]).toMatchObject({ action: 'auto-rollback', by: null });
  const notices = (await (await api.get('/api/notifications')).json()) as { 'hydra:member': { title: string }[] };
  expect(notices['hydra:member'].map((notice) => notice.title)).toContain(`Versión retirada automáticamente: mf_profile ${version}`);
  await api.dispose();
});
