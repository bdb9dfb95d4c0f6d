import { loadMunicipios, loadProvincias, type Municipio, type Provincia } from '@portal/shared-api';
import { notify, TEXTS } from '@portal/shared-ui';
import { useEffect, useId, useState } from 'react';

export const PROVINCIAS_ERROR =
  'Ha habido un error cargando las provincias. Por favor, contacte con administrador si el problema persiste al recargar la página.';
export const MUNICIPIOS_INLINE_ERROR = 'Ha habido algun error cargando municipios. recargue la pagina';
export const MUNICIPIOS_TOAST_ERROR = 'Ha ocurrido un error al cargar los municipios.';

export type Location = { provinciaId: number | null; municipioId: number | null };

type Props = Location & {
  onChange(location: Location): void;
  error?: string | undefined;
};

type ListState<T> = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; items: T[] };

const byName = <T extends { nombre: string }>(items: T[]) => [...items].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

/** Province and municipio pickers; the municipios offered are those of the chosen province. */
export function LocationFields({ provinciaId, municipioId, onChange, error }: Props) {
  const [provincias, setProvincias] = useState<ListState<Provincia>>({ status: 'loading' });
  const [municipios, setMunicipios] = useState<ListState<Municipio>>({ status: 'loaded', items: [] });
  const provinciaField = useId();
  const municipioField = useId();

  useEffect(() => {
    let live = true;
    loadProvincias()
      .then((items) => live && setProvincias({ status: 'loaded', items: byName(items) }))
      .catch(() => live && setProvincias({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (provinciaId === null) {
      setMunicipios({ status: 'loaded', items: [] });
      return;
    }
    let live = true;
    setMunicipios({ status: 'loading' });
    loadMunicipios(provinciaId)
      .then((items) => live && setMunicipios({ status: 'loaded', items: byName(items) }))
      .catch(() => {
        if (!live) return;
        setMunicipios({ status: 'failed' });
        notify.error(MUNICIPIOS_TOAST_ERROR);
      });
    return () => {
      live = false;
    };
  }, [provinciaId]);

  // A municipio always belongs to one province, so another province clears it.
  const chooseProvincia = (value: string) => {
    const next = value === '' ? null : Number(value);
    onChange({ provinciaId: next, municipioId: next === provinciaId ? municipioId : null });
  };

  return (
    <>
      <div className="field">
        <label htmlFor={provinciaField}>Provincia</label>
        {provincias.status === 'failed' ? (
          <p className="form-error" role="alert">
            {PROVINCIAS_ERROR}
          </p>
        ) : (
          <select
            id={provinciaField}
            className="input"
            value={provinciaId ?? ''}
            disabled={provincias.status === 'loading'}
            onChange={(event) => chooseProvincia(event.target.value)}
          >
            <option value="">{provincias.status === 'loading' ? TEXTS.LOADING : 'Sin provincia'}</option>
            {provincias.status === 'loaded' &&
              provincias.items.map((provincia) => (
                <option key={provincia.id} value={provincia.id}>
                  {provincia.nombre}
                </option>
              ))}
          </select>
        )}
      </div>
      <div className="field">
        <label htmlFor={municipioField}>Municipio</label>
        {municipios.status === 'failed' ? (
          <p className="form-error" role="alert">
            {MUNICIPIOS_INLINE_ERROR}
          </p>
        ) : (
          <select
            id={municipioField}
            className="input"
            value={municipioId ?? ''}
            disabled={provinciaId === null || municipios.status === 'loading'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${municipioField}-error` : undefined}
            onChange={(event) => onChange({ provinciaId, municipioId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            <option value="">{municipios.status === 'loading' ? TEXTS.LOADING : 'Sin municipio'}</option>
            {municipios.status === 'loaded' &&
              municipios.items.map((municipio) => (
                <option key={municipio.id} value={municipio.id}>
                  {municipio.nombre}
                </option>
              ))}
          </select>
        )}
        {error && (
          <span id={`${municipioField}-error`} className="form-error">
            {error}
          </span>
        )}
      </div>
    </>
  );
}
