import { revalidateAfterSuccessfulWrite } from '@portal/shared-ui';
import { TaskAutomation } from './TaskAutomation';
import { taskAutomationAction, taskAutomationLoader } from './task-automation.data';

export const taskAutomationScreen = {
  loader: taskAutomationLoader,
  action: taskAutomationAction,
  shouldRevalidate: revalidateAfterSuccessfulWrite,
  Component: TaskAutomation,
};
