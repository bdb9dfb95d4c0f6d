export { revalidateAfterSuccessfulWrite as shouldRevalidate } from '@portal/shared-ui';
export { systemManagementAction as action, systemManagementLoader as loader } from './system-management.data';
export { SystemManagement as Component } from './SystemManagement';
