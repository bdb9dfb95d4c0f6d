export { Profile } from './Profile';
export { profileAction, profileLoader } from './profile.data';
