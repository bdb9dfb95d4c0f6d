import { revalidateAfterSuccessfulWrite } from '@portal/shared-ui';
import { SystemManagement } from './SystemManagement';
import { systemManagementAction, systemManagementLoader } from './system-management.data';

export const systemManagementScreen = { loader: systemManagementLoader, action: systemManagementAction, shouldRevalidate: revalidateAfterSuccessfulWrite, Component: SystemManagement };
