import { revalidateAfterSuccessfulWrite } from '@portal/shared-ui';
import { TimeCaps } from './TimeCaps';
import { timeCapsAction, timeCapsLoader } from './time-caps.data';

export const timeCapsScreen = { loader: timeCapsLoader, action: timeCapsAction, shouldRevalidate: revalidateAfterSuccessfulWrite, Component: TimeCaps };
