export { MAINTENANCE_BANNER_TEXT, MAINTENANCE_TEXT, MaintenanceGate } from './MaintenanceGate';
export { useMaintenanceMode } from './use-maintenance-mode';
export { readMaintenanceFlag } from './maintenance-flag';
export { MAINTENANCE_IRI } from './use-maintenance-mode';
