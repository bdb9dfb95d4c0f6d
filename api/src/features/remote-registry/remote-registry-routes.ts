import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../core/audit/audited-writes.ts';
import { isAdmin } from '../../core/authorization/roles.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../core/errors/api-error.ts';
import { asDocument } from '../../core/json-ld/json-ld.ts';
import { jsonLdResponses } from '../../core/json-ld/json-ld-responses.ts';
import { compatibilityProblems } from './compatibility-gate.ts';
import { newDeployToken } from './deploy-tokens.ts';
import { authenticateRegistryCallers, registryCaller, sessionCaller } from './registry-access.ts';
import { REGISTRY_MESSAGES, withdrawnNotice } from './registry-messages.ts';
import { liveAdminIds, type ReleaseCounts, type ReleaseRow } from './remote-registry-repository.ts';
import { DeployTokenBody, ModulePatchBody, PromotionBody, ReleaseBody, RemoteParams, ReportBody, RevisionBody } from './remote-registry-schemas.ts';
import { toHistoryEntry, toModule, toRelease } from './remote-registry-serializer.ts';
import { fetchShellPlatform } from './shell-platform.ts';

const RELEASES_SHOWN = 5;
const HISTORY_SHOWN = 10;
/** Reports one person may send a minute: a tab sends one per remote it loads and per failure. */
const REPORTS_PER_MINUTE = 30;
/** A gradual release goes back by itself at this many failures in an hour, when its rate is over twice the live one's. */
export const WITHDRAW_AT_FAILURES = 5;
/**
 * The live release's rate is taken over at least this many loads: one failure of a live release barely loaded in the
 * hour (a slow network, a tab closed while loading) would otherwise read as 100 % and shield a candidate failing
 * every time. Erring that way withdraws the candidate, which sends people back to the release that was live.
 */
const LIVE_RATE_MIN_LOADS = 20;

const rate = (counts: ReleaseCounts, minLoads = 1) => counts.failures / Math.max(counts.loads, minLoads);
export const clearlyWorse = (candidate: ReleaseCounts, live: ReleaseCounts) =>
  candidate.failures >= WITHDRAW_AT_FAILURES && rate(candidate) > 2 * rate(live, LIVE_RATE_MIN_LOADS);

async function moduleView(app: FastifyInstance, name: string) {
  const row = await app.remoteRegistry.module(name);
  if (!row) throw notFound(REGISTRY_MESSAGES.UNKNOWN_REMOTE);
  const recent = await app.remoteRegistry.releasesOf(name, RELEASES_SHOWN);
  const pinned = [row.live_release_id, row.candidate_release_id].filter((id): id is number => id !== null && !recent.some((release) => release.id === id));
  const releases = [...recent, ...((await Promise.all(pinned.map((id) => app.remoteRegistry.release(id)))).filter(Boolean) as ReleaseRow[])];
  const counts = await app.remoteRegistry.countsOfLastHour(releases.map((release) => release.id));
  const views = releases.map((release) => toRelease(release, counts.find((entry) => entry.release_id === release.id)));
  const versions = new Map(releases.map((release) => [release.id, release.version]));
  const history = await app.remoteRegistry.historyOf(name, HISTORY_SHOWN);
  const missing = history.flatMap((entry) => [entry.release_id, entry.previous_release_id]).filter((id): id is number => id !== null && !versions.has(id));
  for (const release of await Promise.all([...new Set(missing)].map((id) => app.remoteRegistry.release(id)))) if (release) versions.set(release.id, release.version);
  return toModule(row, views, history.map((entry) => toHistoryEntry(entry, (id) => (id === null ? null : (versions.get(id) ?? null)))));
}

/** Refuses a release the live shell cannot run, naming each unmet need. */
async function assertCompatible(release: Pick<ReleaseRow, 'needs'>, shellPlatformUrl: string) {
  const platform = await fetchShellPlatform(shellPlatformUrl);
  if (!platform) throw new ApiError(503, REGISTRY_MESSAGES.SHELL_UNREACHABLE);
  const problems = compatibilityProblems(release.needs, platform);
  if (problems.length > 0) throw new ApiError(409, problems.join(' '));
}

/**
 * The remote registry (`docs/remote-anatomy.md` §5): releases, promotion, roll back, deploy tokens,
 * and the reports tabs send about each release. Every caller is authenticated first (registry-access.ts).
 */
const remoteRegistryRoutes: FastifyPluginAsyncTypebox<{ shellPlatformUrl: string }> = async (app, { shellPlatformUrl }) => {
  await app.register(jsonLdResponses);
  const publish = app.publishUpdateWithin;

  authenticateRegistryCallers(app);
  app.get('/remote_modules', { schema: { tags: ['remotes'], summary: 'Every remote of the registry with its releases (admins)' } }, async (request) => {
    registryCaller(request, null);
    const modules = await Promise.all((await app.remoteRegistry.modules()).map((row) => moduleView(app, row.name)));
    return { '@id': '/api/remote_modules', '@type': 'hydra:Collection', 'hydra:member': modules, 'hydra:totalItems': modules.length };
  });

  app.get('/remote_modules/:name', { schema: { tags: ['remotes'], summary: 'One remote: live release, candidate, last releases, history', params: RemoteParams } }, async (request) => {
    registryCaller(request, request.params.name);
    return moduleView(app, request.params.name);
  });

  app.patch('/remote_modules/:name', { schema: { tags: ['remotes'], summary: 'Switch a remote on or off, released or not (admins)', params: RemoteParams, body: ModulePatchBody } }, async (request) => {
    const caller = registryCaller(request, null);
    await app.remoteRegistry.setEnabled(request.params.name, request.body.enabled, request.body.revision, caller, publish);
    return moduleView(app, request.params.name);
  });

  app.post('/remote_releases', { schema: { tags: ['remotes'], summary: 'Register an immutable release of a remote', body: ReleaseBody } }, async (request, reply) => {
    const { body } = request;
    const caller = registryCaller(request, body.remote);
    const release = await app.remoteRegistry.publish(
      { remote: body.remote, version: body.version, commit: body.commit, built_at: new Date(body.builtAt), entry: body.entry, needs: body.needs, screens: (body.screens ?? {}) as Record<string, unknown> },
      caller,
      publish,
    );
    return reply.code(201).header('location', `/api/remote_releases/${release.id}`).send(toRelease(release));
  });

  app.post('/remote_modules/:name/promotion', { schema: { tags: ['remotes'], summary: 'Make a release live, or the gradual candidate for a share of people', params: RemoteParams, body: PromotionBody } }, async (request) => {
    const { name } = request.params;
    const caller = registryCaller(request, name);
    const release = await app.remoteRegistry.releaseByVersion(name, request.body.version, request.body.commit);
    if (!release) throw notFound(REGISTRY_MESSAGES.UNKNOWN_RELEASE);
    await assertCompatible(release, shellPlatformUrl);
    await app.remoteRegistry.promote(name, release, request.body.share ?? 100, request.body.revision, caller, publish);
    return moduleView(app, name);
  });

  app.post('/remote_modules/:name/rollback', { schema: { tags: ['remotes'], summary: 'Withdraw the gradual candidate, or go back to the release live before', params: RemoteParams, body: RevisionBody } }, async (request) => {
    const { name } = request.params;
    const caller = registryCaller(request, name);
    await app.remoteRegistry.rollback(name, request.body.revision, caller, publish);
    return moduleView(app, name);
  });

  app.post('/remote_deploy_tokens', { schema: { tags: ['remotes'], summary: 'A deploy token for one remote, shown once (admins)', body: DeployTokenBody } }, async (request, reply) => {
    if (!isAdmin(sessionCaller(request))) throw forbidden();
    const { token, hash } = newDeployToken();
    const id = await app.remoteRegistry.createDeployToken(request.body.remote, hash, actorOf(request));
    return reply.code(201).send(asDocument({ '@id': `/api/remote_deploy_tokens/${id}`, '@type': 'RemoteDeployToken', id, remote: request.body.remote, token }));
  });

  app.post('/remote_release_reports', { schema: { tags: ['remotes'], summary: 'What a tab saw of a release: loaded, failed to load, a screen error', body: ReportBody } }, async (request, reply) => {
    const caller = sessionCaller(request);
    const { release: releaseId, kind, route } = request.body;
    const release = await app.remoteRegistry.release(releaseId);
    if (!release) throw badRequest(REGISTRY_MESSAGES.UNKNOWN_RELEASE);
    if ((await app.remoteRegistry.reportsOfLastMinute(caller.id)) >= REPORTS_PER_MINUTE) throw new ApiError(429, REGISTRY_MESSAGES.TOO_MANY_REPORTS);
    await app.remoteRegistry.report(releaseId, kind, caller.id, route ?? null);
    if (kind !== 'loaded') {
      await app.remoteRegistry.withdrawIfWorse(releaseId, clearlyWorse, publish, async (tx) => {
        const admins = await liveAdminIds(tx);
        const notice = withdrawnNotice(release.remote, release.version);
        await app.notifications.notifyAll(tx, admins.map((userId) => ({ userId, ...notice, link: '/admin' })));
      });
    }
    return reply.code(202).send(asDocument({ '@type': 'RemoteReleaseReport', received: true }));
  });
};

export default remoteRegistryRoutes;
