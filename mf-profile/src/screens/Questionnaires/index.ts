export { Questionnaires as Component } from './Questionnaires';
export { questionnairesLoader as loader } from './questionnaires.data';
