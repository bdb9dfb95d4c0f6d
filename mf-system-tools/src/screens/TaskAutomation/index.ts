export { revalidateAfterSuccessfulWrite as shouldRevalidate } from '@portal/shared-ui';
export { taskAutomationAction as action, taskAutomationLoader as loader } from './task-automation.data';
export { TaskAutomation as Component } from './TaskAutomation';
