import type { AxiosRequestConfig } from 'axios';
import type { ComunidadAutonoma, Municipio, Provincia } from '../entities';
import { createResource } from './create-resource';

export const provinciasApi = createResource<Provincia>('provincias');
export const municipiosApi = createResource<Municipio>('municipios');
export const comunidadesAutonomasApi = createResource<ComunidadAutonoma>('comunidad_autonomas');

const CACHE_PREFIX = 'portal.locations.';

type Located = { '@id': string; id: number; nombre: string };

const isLocatedList = (value: unknown): value is Located[] =>
  Array.isArray(value) &&
  value.every((entry) => entry && typeof entry === 'object' && typeof entry.id === 'number' && typeof entry.nombre === 'string');

function readCache<T>(key: string): T[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CACHE_PREFIX + key) ?? 'null');
    return isLocatedList(parsed) ? (parsed as T[]) : null;
  } catch {
    return null;
  }
}

function writeCache(key: string, value: unknown[]): void {
  try {
    localStorage.setItem(CACHE_PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs a refetch next time.
  }
}

/**
 * Location lists change once a year, so they are kept in browser storage
 * (spec 02 §9); a missing or unreadable entry is fetched again. A logout wipes
 * the storage with everything else.
 */
async function cached<T>(key: string, fetchList: () => Promise<T[]>): Promise<T[]> {
  const hit = readCache<T>(key);
  if (hit) return hit;
  const fresh = await fetchList();
  writeCache(key, fresh);
  return fresh;
}

/** Every province, from the cache when it is readable. */
export const loadProvincias = (config?: AxiosRequestConfig) => cached('provincias', () => provinciasApi.list(undefined, config));

/** The municipios of one province, from the cache when it is readable. */
export const loadMunicipios = (provinciaId: number, config?: AxiosRequestConfig) =>
  cached(`municipios.${provinciaId}`, () => municipiosApi.list({ provincia: provinciaId }, config));

export const loadComunidadesAutonomas = (config?: AxiosRequestConfig) =>
  cached('comunidades', () => comunidadesAutonomasApi.list(undefined, config));
