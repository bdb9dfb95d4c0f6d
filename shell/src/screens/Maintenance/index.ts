export { MAINTENANCE_BANNER_TEXT, MAINTENANCE_TEXT, MaintenanceGate } from './MaintenanceGate';
export { useMaintenanceMode } from './use-maintenance-mode';
