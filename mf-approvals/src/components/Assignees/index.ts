export { AssigneeAvatars, type People, peopleById } from './AssigneeAvatars';
