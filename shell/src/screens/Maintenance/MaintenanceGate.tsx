import type { ReactNode } from 'react';

export const MAINTENANCE_TEXT = 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.';
export const MAINTENANCE_BANNER_TEXT = 'Modo mantenimiento activo';

type MaintenanceGateProps = { on: boolean; admin: boolean; children: ReactNode };

/**
 * While maintenance is on, admins work under a banner and everyone else sees
 * the maintenance page. The screen stays mounted underneath, only hidden, so
 * what the person was typing is still there when maintenance ends.
 */
export function MaintenanceGate({ on, admin, children }: MaintenanceGateProps) {
  const blocked = on && !admin;
  return (
    <>
      {on && admin && (
        <div className="maintenance-banner" role="status">
          {MAINTENANCE_BANNER_TEXT}
        </div>
      )}
      {blocked && (
        <section className="page page-centered" aria-labelledby="maintenance-title">
          <h1 id="maintenance-title">Portal de trabajo</h1>
          <div className="card empty-state" role="alert">
            <p>{MAINTENANCE_TEXT}</p>
          </div>
        </section>
      )}
      <div hidden={blocked}>{children}</div>
    </>
  );
}
