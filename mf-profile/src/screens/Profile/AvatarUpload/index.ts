export { AvatarUpload, PICTURE_TOO_LARGE, PICTURE_WRONG_TYPE } from './AvatarUpload';
