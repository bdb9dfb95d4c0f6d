export { revalidateAfterSuccessfulWrite as shouldRevalidate } from '@portal/shared-ui';
export { timeCapsAction as action, timeCapsLoader as loader } from './time-caps.data';
export { TimeCaps as Component } from './TimeCaps';
