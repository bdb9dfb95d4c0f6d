export { TagChip, TaskTags } from './TaskTags';
export { TagOptions } from './TagOptions';
