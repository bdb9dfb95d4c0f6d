import { revalidateAfterSuccessfulWrite } from '@portal/shared-ui';
import { RequesterTags } from './RequesterTags';
import { requesterTagsAction, requesterTagsLoader } from './requester-tags.data';

export const requesterTagsScreen = { loader: requesterTagsLoader, action: requesterTagsAction, shouldRevalidate: revalidateAfterSuccessfulWrite, Component: RequesterTags };
