import { idFromIri, loadUserSummaries } from '@portal/shared-api';
import { writeAndNotify, type WriteResult } from '@portal/shared-ui';
import type { ActionFunctionArgs } from 'react-router';
import { type RemoteModule, remoteModulesApi } from './remote-modules-api';
import { MODULE_TEXTS } from './module-texts';

/** The registry's remotes, and the names of the people who published their releases (by user IRI). */
export type RemoteModulesData = { modules: RemoteModule[]; publishers: Record<string, string> };

/** Reads the registry; a publisher's name that cannot be read leaves only the rest of the release's facts. */
export async function readRemoteModules(signal: AbortSignal): Promise<RemoteModulesData> {
  const modules = await remoteModulesApi.list({ signal, notifyErrors: false });
  const iris = [...new Set(modules.flatMap((module) => module.releases.map((release) => release.publishedBy)).filter((iri): iri is string => iri !== null))];
  const ids = iris.map(idFromIri).filter((id): id is number => id !== null);
  const people = await loadUserSummaries(ids, { signal, notifyErrors: false }).catch(() => []);
  return { modules, publishers: Object.fromEntries(people.map((person) => [person['@id'], person.name?.trim() || person.email])) };
}

/** What the section's forms send: the module, the revision it was decided on, and what to do. */
export type ModuleIntent = 'promote' | 'rollback' | 'switch' | 'token';

const required = (form: FormData, field: string) => String(form.get(field) ?? '');

/**
 * The section's writes. Each carries the revision the admin saw: a change made meanwhile answers 409 with the
 * server's message, and the console's loaders then run again (as after every action), so the admin decides anew on
 * the current state instead of overwriting it.
 */
export async function remoteModulesAction({ request }: ActionFunctionArgs): Promise<WriteResult<unknown>> {
  const form = await request.formData();
  const name = required(form, 'name');
  const revision = Number(form.get('revision'));
  switch (required(form, 'intent') as ModuleIntent) {
    case 'promote': {
      const version = required(form, 'version');
      const share = Number(form.get('share') ?? 100);
      return writeAndNotify(() => remoteModulesApi.promote(name, version, share, revision), {
        success: share >= 100 ? MODULE_TEXTS.PROMOTED(version) : MODULE_TEXTS.GRADUAL_SET(version, share),
      });
    }
    case 'rollback':
      return writeAndNotify(() => remoteModulesApi.rollback(name, revision), { success: MODULE_TEXTS.ROLLED_BACK });
    case 'switch': {
      const enabled = form.get('enabled') === 'true';
      return writeAndNotify(() => remoteModulesApi.setEnabled(name, enabled, revision), { success: enabled ? MODULE_TEXTS.ENABLED : MODULE_TEXTS.DISABLED });
    }
    case 'token':
      return writeAndNotify(() => remoteModulesApi.createDeployToken(name), { success: null });
    default:
      throw new Response('Unknown intent', { status: 400 });
  }
}
