export { DANGER_ZONE_TITLE, DangerZone } from './DangerZone';
