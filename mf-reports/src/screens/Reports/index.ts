export { Reports as Component } from './Reports';
export { reportsAction as action, reportsLoader as loader, reportsShouldRevalidate as shouldRevalidate } from './reports.data';
