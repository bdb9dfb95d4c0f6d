export { TaskFiles } from './TaskFiles';
