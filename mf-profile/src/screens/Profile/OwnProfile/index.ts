export { OwnProfile, SAVE_QUESTION } from './OwnProfile';
