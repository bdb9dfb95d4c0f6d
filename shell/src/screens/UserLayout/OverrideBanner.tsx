import { clearOverrides } from '../../federation/remote-overrides';

/** Says, on every page of the tab, which remotes run from a developer's build and how to go back. */
export function OverrideBanner({ overridden }: { overridden: { name: string; entry: string }[] }) {
  if (overridden.length === 0) return null;
  const clear = () => {
    clearOverrides();
    window.location.reload();
  };
  return (
    <div className="override-banner" role="status" aria-label="Módulos sustituidos">
      <span>
        Módulos sustituidos en esta pestaña:{' '}
        {overridden.map(({ name, entry }) => (
          <code key={name}>
            {name} → {entry}
          </code>
        ))}
        . Para volver a la configuración del entorno, pulse «Quitar sustituciones» o abra una URL con <code>?remote:clear</code>.
      </span>
      <button type="button" className="btn" onClick={clear}>
        Quitar sustituciones
      </button>
    </div>
  );
}
