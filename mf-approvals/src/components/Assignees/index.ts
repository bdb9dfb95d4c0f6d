export { AssigneeAvatars, type People, peopleById } from './AssigneeAvatars';
export { AssigneeEditor, type AssignmentChange } from './AssigneeEditor';
