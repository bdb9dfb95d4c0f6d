export { IncidentTeamPicker as Component } from './IncidentTeamPicker';
export { incidentTeamPickerLoader as loader } from './incident-team-picker.data';
