export { userAdministrationLoader as loader } from './user-administration.data';
export { UserAdministration as Component } from './UserAdministration';
