import type { LiveUpdate } from '@portal/shared-api';
import { cardQuery } from '@portal/shared-ui';
import { MAINTENANCE_IRI, readMaintenanceFlag } from '../../screens/Maintenance';

/**
 * What the admin's home card reads: the maintenance flag, the same read the layout makes as the session starts (one
 * request for both). The modules come from the remotes file the layout already holds. A flag that cannot be read is
 * part of the portal's state (`null`), not a failure of the card.
 */
async function readPortalState(): Promise<{ maintenance: boolean | null }> {
  return { maintenance: await readMaintenanceFlag().catch(() => null) };
}

const maintenanceSwitched = (update: LiveUpdate) => update.iri === MAINTENANCE_IRI;

/** The card's data, read again when maintenance mode is switched. */
export const portalStateQuery = cardQuery('shell.portal-state', readPortalState, maintenanceSwitched);
