export { TagChip, TaskTags } from './TaskTags';
