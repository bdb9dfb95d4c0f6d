export { revalidateAfterSuccessfulWrite as shouldRevalidate } from '@portal/shared-ui';
export { requesterTagsAction as action, requesterTagsLoader as loader } from './requester-tags.data';
export { RequesterTags as Component } from './RequesterTags';
