import { Loader, useCardQuery } from '@portal/shared-ui';
import { Link } from 'react-router';
import { usePortalRegistry } from '../../screens/UserLayout/use-portal-registry';
import { portalStateQuery } from './portal-state.data';

/** The admin's first card: maintenance mode and the modules of this environment's remotes file, with the way to each. */
export function PortalState() {
  const state = useCardQuery(portalStateQuery);
  const { remotes, problems } = usePortalRegistry();
  if (!state) return <Loader />;
  const off = remotes.filter((remote) => !remote.enabled);
  return (
    <>
      <dl className="portal-state">
        <div>
          <dt>Mantenimiento</dt>
          <dd data-testid="portal-maintenance" className={state.maintenance === false ? undefined : 'is-warning'}>
            {state.maintenance === null ? 'No se ha podido comprobar' : state.maintenance ? 'Activado' : 'Desactivado'}
          </dd>
        </div>
        <div>
          <dt>Módulos</dt>
          <dd data-testid="portal-modules" className={off.length > 0 ? 'is-warning' : undefined}>
            {remotes.length - off.length} de {remotes.length} activos
          </dd>
        </div>
        {off.length > 0 && (
          <div>
            <dt>Desactivados</dt>
            <dd>{off.map((remote) => remote.name).join(', ')}</dd>
          </div>
        )}
        {problems.length > 0 && (
          <div>
            <dt>Fichero de módulos</dt>
            <dd className="is-warning">{problems.length === 1 ? '1 error' : `${problems.length} errores`}</dd>
          </div>
        )}
      </dl>
      <p className="home-card-links">
        <Link to="/admin">Administración</Link>
        <Link to="/test">Estado de cada parte</Link>
      </p>
    </>
  );
}
