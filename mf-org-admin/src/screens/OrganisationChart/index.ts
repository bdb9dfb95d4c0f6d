export { organisationChartLoader as loader } from './organisation-chart.data';
export { OrganisationChart as Component } from './OrganisationChart';
