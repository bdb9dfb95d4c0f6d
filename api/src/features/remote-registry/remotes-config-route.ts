import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonLdResponses } from '../../core/json-ld/json-ld-responses.ts';
import type { ReleaseRow } from './remote-registry-repository.ts';

/** The registry's answer to "what should the shell load": public, as the shell's remotes file is. */
const remotesConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(jsonLdResponses);
  app.get('/remotes_config', { schema: { tags: ['remotes'], summary: 'Each remote’s live release and gradual candidate, for the shell' } }, async () => {
    const rows = await app.remoteRegistry.modules();
    const releaseOf = async (id: number | null) => (id === null ? null : await app.remoteRegistry.release(id));
    const remotes = await Promise.all(
      rows.map(async (row) => {
        const [live, candidate] = await Promise.all([releaseOf(row.live_release_id), releaseOf(row.candidate_release_id)]);
        const side = (release: ReleaseRow | null | undefined) => (release ? { release: release.id, version: release.version, entry: release.entry, screens: release.screens } : null);
        return { name: row.name, enabled: row.enabled, revision: row.revision, live: side(live), candidate: candidate ? { ...side(candidate), share: row.candidate_share } : null };
      }),
    );
    return { '@id': '/api/remotes_config', '@type': 'RemotesConfig', remotes };
  });

};

export default remotesConfigRoute;
