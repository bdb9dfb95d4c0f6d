import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ACCOUNTS, buildTestApp, ORIGIN } from '../../../test/helper.ts';
import { errorOf } from '../../../test/fixtures/organisation-lookup.ts';
import { liveFeeds } from '../../../test/live-feed.ts';
import { clearlyWorse } from './remote-registry-routes.ts';

/** The live shell's platform, served as the shell serves it; `platform.shared` is changed by the tests. */
const platform = {
  shared: [
    { name: 'react', version: '19.3.1' },
    { name: 'react/jsx-runtime', version: '19.3.1' },
    { name: '@portal/shared-api', version: '1.4.0' },
    { name: '@portal/shared-api/react', version: '1.4.0' },
    { name: 'dayjs/plugin/customParseFormat', version: '1.11.23' },
  ],
};
let shellAnswers = true;
const shell = createServer((_request, response) => {
  if (!shellAnswers) return void response.writeHead(500).end();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(platform));
});
await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => shell.close(() => resolve())));

const { app, injectWithLogin } = await buildTestApp({ shellPlatformUrl: `http://127.0.0.1:${(shell.address() as AddressInfo).port}/config/platform.json` });

const needs = (sharedApiRange: string) => [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
  { name: '@portal/shared-api', version: '1.4.0', requiredVersion: sharedApiRange, singleton: true },
];
const release = (remote: string, version: string, range = '^1.2.0') => ({
  remote,
  version,
  commit: `${version.replaceAll('.', '')}abcdef`.slice(0, 7),
  builtAt: '2026-11-29T08:00:00Z',
  entry: `http://127.0.0.1:3103/releases/${version}/mf-manifest.json`,
  needs: needs(range),
  screens: { routes: [{ path: '/informes', access: 'mayRequestReports', deniedRedirect: '/login' }] },
});

const withToken = (token: string, request: InjectOptions) => app.inject({ ...request, headers: { authorization: `Bearer ${token}`, ...request.headers } });
const asAdmin = (request: InjectOptions) => injectWithLogin(ACCOUNTS.admin, request);
const state = async (name: string) => (await asAdmin({ method: 'GET', url: `/api/remote_modules/${name}` })).json();

async function deployToken(remote: string): Promise<string> {
  const response = await asAdmin({ method: 'POST', url: '/api/remote_deploy_tokens', payload: { remote } });
  assert.equal(response.statusCode, 201, response.body);
  return response.json().token;
}

describe('deploy tokens', () => {
  test('an admin gets a token once; only its hash is kept, and it publishes its own remote only', async () => {
    const token = await deployToken('mf_reports');
    assert.match(token, /^rdt_[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.query<{ token_hash: string }>("SELECT token_hash FROM remote_deploy_tokens WHERE remote = 'mf_reports'");
    assert.ok(stored.length > 0 && stored.every((row) => row.token_hash !== token && /^[0-9a-f]{64}$/.test(row.token_hash)));

    const own = await withToken(token, { method: 'POST', url: '/api/remote_releases', payload: release('mf_reports', '1.0.0') });
    assert.equal(own.statusCode, 201, own.body);
    assert.equal(own.json().publishedWithToken, true);
    const other = await withToken(token, { method: 'POST', url: '/api/remote_releases', payload: release('mf_timeline', '1.0.0') });
    assert.equal(other.statusCode, 403);
    assert.equal(errorOf(other), 'El token de despliegue es de otro módulo.');
    assert.equal((await withToken(token, { method: 'PATCH', url: '/api/remote_modules/mf_reports', payload: { enabled: false, revision: 1 } })).statusCode, 403);
    assert.equal((await withToken(token, { method: 'POST', url: '/api/remote_deploy_tokens', payload: { remote: 'mf_reports' } })).statusCode, 403);
    assert.equal((await app.db.query("SELECT 1 FROM remote_releases WHERE remote = 'mf_timeline'")).length, 0);
  });

  test('a made-up or forged token, no credential, or a person who is not an admin changes nothing', async () => {
    const forged = await withToken(`rdt_${'A'.repeat(43)}`, { method: 'POST', url: '/api/remote_releases', payload: release('mf_timeline', '1.0.0') });
    assert.equal(forged.statusCode, 401);
    assert.equal(errorOf(forged), 'Token de despliegue no válido.');
    const anonymous = await app.inject({ method: 'POST', url: '/api/remote_releases', headers: { origin: ORIGIN }, payload: release('mf_timeline', '1.0.0') });
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.techManager, ACCOUNTS.ana]) {
      assert.equal((await injectWithLogin(email, { method: 'POST', url: '/api/remote_releases', payload: release('mf_timeline', '1.0.0') })).statusCode, 403, email);
      assert.equal((await injectWithLogin(email, { method: 'POST', url: '/api/remote_deploy_tokens', payload: { remote: 'mf_timeline' } })).statusCode, 403, email);
      assert.equal((await injectWithLogin(email, { method: 'GET', url: '/api/remote_modules' })).statusCode, 403, email);
    }
    assert.equal((await app.db.query("SELECT 1 FROM remote_releases WHERE remote = 'mf_timeline'")).length, 0);
  });

  test('a token stops working when the admin who made it is banned', async () => {
    const token = await deployToken('mf_profile');
    await app.db.query('UPDATE users SET banned = true WHERE email = $1', [ACCOUNTS.admin]);
    try {
      assert.equal((await withToken(token, { method: 'POST', url: '/api/remote_releases', payload: release('mf_profile', '1.0.0') })).statusCode, 401);
    } finally {
      await app.db.query('UPDATE users SET banned = false WHERE email = $1', [ACCOUNTS.admin]);
    }
  });
});

describe('releases, promotion and roll back', () => {
  test('a release is immutable: the same version of the same commit is refused', async () => {
    assert.equal((await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: release('mf_org_admin', '2.0.0') })).statusCode, 201);
    const again = await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: { ...release('mf_org_admin', '2.0.0'), entry: 'http://127.0.0.1:3102/otra/mf-manifest.json' } });
    assert.equal(again.statusCode, 409);
    assert.equal(errorOf(again), 'Esa versión de ese commit ya está publicada: las versiones no se sobrescriben.');
  });

  test('the gate refuses a release the live shell cannot run, naming the package, the version needed and the one live', async () => {
    await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: release('mf_system_tools', '1.0.0', '^1.5.0') });
    const { revision } = await state('mf_system_tools');
    const refused = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_system_tools/promotion', payload: { version: '1.0.0', revision } });
    assert.equal(refused.statusCode, 409);
    assert.equal(errorOf(refused), 'El módulo necesita @portal/shared-api ^1.5.0 y el shell en servicio ofrece 1.4.0.');
    assert.equal((await state('mf_system_tools')).live, null);

    shellAnswers = false;
    try {
      const unknown = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_system_tools/promotion', payload: { version: '1.0.0', revision } });
      assert.equal(unknown.statusCode, 503);
      assert.equal(errorOf(unknown), 'No se puede comprobar la compatibilidad: el shell en servicio no publica su plataforma.');
    } finally {
      shellAnswers = true;
    }
    platform.shared[2] = { name: '@portal/shared-api', version: '1.5.2' };
    try {
      const live = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_system_tools/promotion', payload: { version: '1.0.0', revision } });
      assert.equal(live.statusCode, 200, live.body);
      assert.equal(live.json().live.version, '1.0.0');
    } finally {
      platform.shared[2] = { name: '@portal/shared-api', version: '1.4.0' };
    }
  });

  test('promote, promote again, roll back twice: back through the releases that were live, then nothing left', async () => {
    const token = await deployToken('mf_timeline');
    for (const version of ['1.0.0', '1.1.0']) {
      assert.equal((await withToken(token, { method: 'POST', url: '/api/remote_releases', payload: release('mf_timeline', version) })).statusCode, 201);
      const { revision } = await state('mf_timeline');
      const promoted = await withToken(token, { method: 'POST', url: '/api/remote_modules/mf_timeline/promotion', payload: { version, revision } });
      assert.equal(promoted.statusCode, 200, promoted.body);
    }
    assert.equal((await state('mf_timeline')).live.version, '1.1.0');
    const back = await withToken(token, { method: 'POST', url: '/api/remote_modules/mf_timeline/rollback', payload: { revision: (await state('mf_timeline')).revision } });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().live.version, '1.0.0');
    const none = await withToken(token, { method: 'POST', url: '/api/remote_modules/mf_timeline/rollback', payload: { revision: back.json().revision } });
    assert.equal(none.statusCode, 409);
    assert.equal(errorOf(none), 'No hay una versión anterior a la que volver.');

    const { history } = await state('mf_timeline');
    assert.deepEqual(
      history.map((entry: { action: string; version: string }) => `${entry.action} ${entry.version}`),
      ['rollback 1.0.0', 'promote 1.1.0', 'publish 1.1.0', 'promote 1.0.0', 'publish 1.0.0'],
    );
    const audited = await app.db.query<{ entity: string }>("SELECT entity FROM audit_logs WHERE entity IN ('RemoteRelease', 'RemoteModule') AND after->>'remote' = 'mf_timeline'");
    assert.equal(audited.length, 5);
  });

  test('builds of one version are promoted by commit, and roll back walks back through what was live, however often', async () => {
    const builds = ['aaaaaa1', 'bbbbbb2', 'cccccc3'];
    for (const commit of builds) {
      assert.equal((await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: { ...release('mf_commits', '4.0.0'), commit } })).statusCode, 201);
    }
    const promoteBuild = async (commit: string) => {
      const answer = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_commits/promotion', payload: { version: '4.0.0', commit, revision: (await state('mf_commits')).revision } });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json().live.commit;
    };
    for (const commit of ['aaaaaa1', 'bbbbbb2', 'cccccc3', 'bbbbbb2']) assert.equal(await promoteBuild(commit), commit);
    const walked: string[] = [];
    for (;;) {
      const back = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_commits/rollback', payload: { revision: (await state('mf_commits')).revision } });
      if (back.statusCode !== 200) {
        assert.equal(back.statusCode, 409);
        break;
      }
      walked.push(back.json().live.commit);
    }
    assert.deepEqual(walked, ['cccccc3', 'bbbbbb2', 'aaaaaa1']);
  });

  test('two promotions of one remote decided on the same state: one lands, the other gets 409 and changes nothing', async () => {
    for (const version of ['3.0.0', '3.1.0']) await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: release('mf_approvals', version) });
    const { revision } = await state('mf_approvals');
    const answers = await Promise.all(
      ['3.0.0', '3.1.0'].map((version) => asAdmin({ method: 'POST', url: '/api/remote_modules/mf_approvals/promotion', payload: { version, revision } })),
    );
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().live.version;
    const after = await state('mf_approvals');
    assert.equal(after.live.version, winner);
    assert.equal(after.revision, revision + 1);
    assert.equal(errorOf(answers.find((answer) => answer.statusCode === 409) as never), 'El módulo ha cambiado mientras tanto: vuelva a leer su estado e inténtelo de nuevo.');
  });
});

describe('switching a remote that has no release', () => {
  const patchAs = (email: string, name: string, payload: unknown) => injectWithLogin(email, { method: 'PATCH', url: `/api/remote_modules/${name}`, payload: payload as never });
  const rowOf = async (name: string) => app.db.query('SELECT 1 FROM remote_modules WHERE name = $1', [name]);

  test('an admin switches off and on a remote served from the environment file alone; the shell hears of each change and it is audited', async () => {
    const off = await patchAs(ACCOUNTS.admin, 'mf_file_only', { enabled: false, revision: 1 });
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual([off.json().enabled, off.json().revision, off.json().live, off.json().releases], [false, 2, null, []]);
    const config = (await app.inject({ method: 'GET', url: '/api/remotes_config' })).json();
    assert.deepEqual(
      config.remotes.find((remote: { name: string }) => remote.name === 'mf_file_only'),
      { name: 'mf_file_only', enabled: false, revision: 2, live: null, candidate: null },
    );

    const on = await patchAs(ACCOUNTS.admin, 'mf_file_only', { enabled: true, revision: 2 });
    assert.equal(on.statusCode, 200, on.body);
    assert.equal(on.json().enabled, true);
    assert.deepEqual(on.json().history.map((entry: { action: string }) => entry.action), ['enable', 'disable']);
    const audited = await app.db.query<{ action: string }>(
      "SELECT after->>'action' AS action FROM audit_logs WHERE entity = 'RemoteModule' AND after->>'remote' = 'mf_file_only' ORDER BY id",
    );
    assert.deepEqual(audited.map((row) => row.action), ['disable', 'enable']);
  });

  test('a switch decided on another revision, by someone who is not an admin, by a deploy token or with bad input changes nothing', async () => {
    const stale = await patchAs(ACCOUNTS.admin, 'mf_untouched', { enabled: false, revision: 2 });
    assert.equal(stale.statusCode, 409);
    assert.equal(errorOf(stale), 'El módulo ha cambiado mientras tanto: vuelva a leer su estado e inténtelo de nuevo.');
    for (const email of [ACCOUNTS.sysAdmin, ACCOUNTS.techManager, ACCOUNTS.ana]) {
      assert.equal((await patchAs(email, 'mf_untouched', { enabled: false, revision: 1 })).statusCode, 403, email);
    }
    const token = await deployToken('mf_untouched');
    assert.equal((await withToken(token, { method: 'PATCH', url: '/api/remote_modules/mf_untouched', payload: { enabled: false, revision: 1 } })).statusCode, 403);
    for (const [name, payload] of [
      ['mf_untouched', { enabled: 'no', revision: 1 }],
      ['mf_untouched', { enabled: false }],
      ['mf_untouched', { enabled: false, revision: 0 }],
      ['mf_untouched', { enabled: false, revision: 1, live: 3 }],
      ['reports', { enabled: false, revision: 1 }],
      ['mf_Untouched', { enabled: false, revision: 1 }],
    ] as const) {
      const refused = await patchAs(ACCOUNTS.admin, name, payload);
      assert.equal(refused.statusCode, 400, `${name} ${JSON.stringify(payload)}: ${refused.body}`);
      assert.match(String(refused.headers['content-type']), /^application\/ld\+json/);
      assert.ok(errorOf(refused), refused.body);
    }
    assert.equal((await rowOf('mf_untouched')).length, 0);
    assert.equal((await app.db.query("SELECT 1 FROM audit_logs WHERE entity = 'RemoteModule' AND after->>'remote' = 'mf_untouched'")).length, 0);
  });
});

describe('gradual release', () => {
  test('a candidate doing clearly worse goes back by itself and the admins are told', async () => {
    for (const version of ['5.0.0', '5.1.0']) await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: release('mf_profile', version) });
    await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_profile/promotion', payload: { version: '5.0.0', revision: (await state('mf_profile')).revision } });
    const gradualOf = async () => asAdmin({ method: 'POST', url: '/api/remote_modules/mf_profile/promotion', payload: { version: '5.1.0', share: 50, revision: (await state('mf_profile')).revision } });
    assert.equal((await gradualOf()).statusCode, 200);
    // Withdrawn by hand, the live release stays, and nothing is left to roll back to.
    const withdrawn = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_profile/rollback', payload: { revision: (await state('mf_profile')).revision } });
    assert.deepEqual([withdrawn.json().live.version, withdrawn.json().candidate], ['5.0.0', null]);
    assert.equal((await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_profile/rollback', payload: { revision: withdrawn.json().revision } })).statusCode, 409);
    const gradual = await gradualOf();
    assert.equal(gradual.statusCode, 200, gradual.body);
    assert.equal(gradual.json().candidate.version, '5.1.0');
    assert.equal(gradual.json().share, 50);
    const config = (await app.inject({ method: 'GET', url: '/api/remotes_config' })).json();
    const profile = config.remotes.find((remote: { name: string }) => remote.name === 'mf_profile');
    assert.deepEqual([profile.live.version, profile.candidate.version, profile.candidate.share], ['5.0.0', '5.1.0', 50]);

    const live = gradual.json().live.id;
    const candidate = gradual.json().candidate.id;
    const report = (email: string, body: object) => injectWithLogin(email, { method: 'POST', url: '/api/remote_release_reports', payload: body });
    for (const email of [ACCOUNTS.ana, ACCOUNTS.luis, ACCOUNTS.techManager]) {
      assert.equal((await report(email, { release: live, kind: 'loaded', route: '/profile' })).statusCode, 202);
      assert.equal((await report(email, { release: candidate, kind: 'loaded', route: '/profile' })).statusCode, 202);
    }
    for (const email of [ACCOUNTS.ana, ACCOUNTS.luis, ACCOUNTS.techManager, ACCOUNTS.inspector]) {
      await report(email, { release: candidate, kind: 'screen-error', route: '/profile/:idUser' });
    }
    assert.equal((await state('mf_profile')).candidate?.version, '5.1.0', 'four failures are not enough');
    await report(ACCOUNTS.redesManager, { release: candidate, kind: 'load-failed', route: '/profile' });

    const after = await state('mf_profile');
    assert.equal(after.candidate, null);
    assert.equal(after.live.version, '5.0.0');
    assert.equal(after.history[0].action, 'auto-rollback');
    assert.deepEqual([after.history[0].version, after.history[0].previousVersion], ['5.0.0', '5.1.0']);
    const told = await app.db.query<{ email: string }>(
      "SELECT u.email FROM notifications n JOIN users u ON u.id = n.user_id WHERE n.title = 'Versión retirada automáticamente: mf_profile 5.1.0'",
    );
    assert.deepEqual(told.map((row) => row.email), [ACCOUNTS.admin]);
  });

  test('a live release loaded little in the hour does not shield a failing candidate: its rate is taken over at least 20 loads', () => {
    const counts = (loads: number, failures: number) => ({ release_id: 0, loads, failures });
    assert.equal(clearlyWorse(counts(8, 8), counts(0, 1)), true, 'one failure of a live release nobody loaded yet');
    assert.equal(clearlyWorse(counts(10, 5), counts(100, 1)), true);
    assert.equal(clearlyWorse(counts(8, 8), counts(40, 20)), false, 'a live release failing half its loads');
    assert.equal(clearlyWorse(counts(4, 4), counts(0, 0)), false, 'fewer than 5 failures');
  });

  test('reports are bounded: unknown releases, free text and floods are refused', async () => {
    const unknown = await injectWithLogin(ACCOUNTS.luis, { method: 'POST', url: '/api/remote_release_reports', payload: { release: 999_999, kind: 'loaded' } });
    assert.equal(unknown.statusCode, 400);
    const typed = await injectWithLogin(ACCOUNTS.luis, { method: 'POST', url: '/api/remote_release_reports', payload: { release: 1, kind: 'loaded', route: 'texto libre' } });
    assert.equal(typed.statusCode, 400);
    const [first] = await app.db.query<{ id: number }>('SELECT id FROM remote_releases ORDER BY id LIMIT 1');
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) {
      statuses.push((await injectWithLogin(ACCOUNTS.inspector, { method: 'POST', url: '/api/remote_release_reports', payload: { release: first?.id, kind: 'loaded' } })).statusCode);
    }
    assert.equal(statuses.filter((status) => status === 429).length > 0, true);
    const [stored] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM remote_release_reports r JOIN users u ON u.id = r.user_id WHERE u.email = $1 AND r.at > now() - interval '1 minute'",
      [ACCOUNTS.inspector],
    );
    assert.equal(stored?.n, 30);
  });
});

describe('notices', () => {
  test("a publish is told to admins' screens only, a promotion to every tab; releases name their publisher", async () => {
    const subscribe = await liveFeeds(app);
    const [admin, ana] = await Promise.all([subscribe(ACCOUNTS.admin), subscribe(ACCOUNTS.ana)]);
    try {
      assert.equal((await asAdmin({ method: 'POST', url: '/api/remote_releases', payload: release('mf_notices', '6.0.0') })).statusCode, 201);
      assert.ok(await admin.received('"published":"6.0.0"'));
      const promoted = await asAdmin({ method: 'POST', url: '/api/remote_modules/mf_notices/promotion', payload: { version: '6.0.0', revision: (await state('mf_notices')).revision } });
      assert.equal(promoted.statusCode, 200);
      assert.ok(await ana.received('"remote":"mf_notices"'));
      // Delivered in order: the promotion came after the publish, which never reached her.
      assert.equal(await ana.received('"published":"6.0.0"', 0), false);
      const [named] = await app.db.query<{ name: string }>('SELECT name FROM users WHERE email = $1', [ACCOUNTS.admin]);
      assert.equal(promoted.json().live.publishedByName, named?.name);
    } finally {
      await Promise.all([admin.close(), ana.close()]);
    }
  });
});
