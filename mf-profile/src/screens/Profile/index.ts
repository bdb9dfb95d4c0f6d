export { Profile as Component } from './Profile';
export { profileAction as action, profileLoader as loader } from './profile.data';
