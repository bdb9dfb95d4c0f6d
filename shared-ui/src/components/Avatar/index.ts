export { Avatar } from './Avatar';
export { DEFAULT_AVATAR_SRC } from './default-avatar';
