export { Profile } from './Profile';
export { ProfileError } from './ProfileError';
export { profileAction, profileLoader } from './profile.data';
