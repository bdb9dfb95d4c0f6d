import { applyOverrides, readStoredOverrides } from './remote-overrides';
import { parseRemotesConfig, type RemotesConfig } from './remotes-config';

export const REMOTES_CONFIG_URL = '/config/remotes.json';

/** Fetches the environment's remotes file; any failure leaves the portal running without remotes. */
export async function loadRemotesConfig(url = REMOTES_CONFIG_URL): Promise<RemotesConfig> {
  let raw: unknown;
  try {
    const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) {
      return { remotes: [], problems: [`No se ha podido leer la configuración de módulos (${response.status}).`] };
    }
    raw = await response.json();
  } catch {
    return { remotes: [], problems: ['No se ha podido leer la configuración de módulos: el fichero no es JSON válido.'] };
  }
  const policy = typeof raw === 'object' && raw !== null ? raw : {};
  return applyOverrides(parseRemotesConfig(raw), policy, readStoredOverrides());
}
