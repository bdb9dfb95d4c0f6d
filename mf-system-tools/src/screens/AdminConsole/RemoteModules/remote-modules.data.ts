import { idFromIri, loadUserSummaries } from '@portal/shared-api';
import { writeAndNotify, type WriteResult } from '@portal/shared-ui';
import type { ActionFunctionArgs } from 'react-router';
import { type RemoteModule, remoteModulesApi, type ServedRemote, unregisteredModule } from './remote-modules-api';
import { MODULE_TEXTS } from './module-texts';

/**
 * Where the environment's remotes file stands on a remote: it names it (`listed`), names it switched off for good
 * (`off`: only the file switches it on), or does not name it (`absent`: registered, yet the portal never loads it).
 */
export type InEnvironment = 'listed' | 'off' | 'absent';

/** A remote as 'Módulos' shows it: the registry's state (a blank one for a remote it holds nothing of) and the file's say. */
export type ListedModule = RemoteModule & { inEnvironment: InEnvironment };

/** Every remote of the served remotes file, then those only the registry knows, and who published their releases (by user IRI). */
export type RemoteModulesData = { modules: ListedModule[]; publishers: Record<string, string> };

/** The remote the registry changed last: the served file read after it must include that change. */
const lastChanged = (modules: RemoteModule[]) => modules.reduce<RemoteModule | null>((last, module) => (last && last.updatedAt >= module.updatedAt ? last : module), null);

/** Joins the served remotes file with the registry: the file's order first, as the portal loads them. */
export function listModules(served: ServedRemote[], registry: RemoteModule[]): ListedModule[] {
  const known = new Map(registry.map((module) => [module.name, module]));
  const fromFile = served.map((remote): ListedModule => {
    const module = known.get(remote.name) ?? unregisteredModule(remote.name);
    // The served switch is the file's and the registry's together: off while the registry says on, the file said off.
    return { ...module, inEnvironment: !remote.enabled && module.enabled ? 'off' : 'listed' };
  });
  const names = new Set(served.map((remote) => remote.name));
  return [...fromFile, ...registry.filter((module) => !names.has(module.name)).map((module): ListedModule => ({ ...module, inEnvironment: 'absent' }))];
}

/** Reads the registry, then the file the shell serves; a publisher's name that cannot be read leaves only the rest of the release's facts. */
export async function readRemoteModules(signal: AbortSignal): Promise<RemoteModulesData> {
  const registry = await remoteModulesApi.list({ signal, notifyErrors: false });
  const last = lastChanged(registry);
  const served = await remoteModulesApi.servedRemotes(last && { name: last.name, revision: last.revision }, { signal, notifyErrors: false });
  const modules = listModules(served, registry);
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
