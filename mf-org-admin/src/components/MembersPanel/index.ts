export { MembersPanel } from './MembersPanel';
