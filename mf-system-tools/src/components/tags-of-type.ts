import { idFromIri, type Tag } from '@portal/shared-api';

/** The tags of one tag type, for the five tag selects of requester tags and task automation. */
export const tagsOfType = (tags: Tag[], typeId: number) => tags.filter((tag) => idFromIri(tag.type) === typeId);
