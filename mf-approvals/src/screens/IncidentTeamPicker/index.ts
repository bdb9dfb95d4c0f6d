export { incidentTeamPickerLoader } from './incident-team-picker.data';
export { IncidentTeamPicker } from './IncidentTeamPicker';
