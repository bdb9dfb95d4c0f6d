import { readMaintenanceFlag } from '../../screens/Maintenance';

/**
 * What the admin's home card reads: the maintenance flag, the same read the layout makes as the session starts (one
 * request for both). The modules come from the remotes file the layout already holds. A flag that cannot be read is
 * part of the portal's state (`null`), not a failure of the card.
 */
export async function readPortalState(): Promise<{ maintenance: boolean | null }> {
  return { maintenance: await readMaintenanceFlag().catch(() => null) };
}
