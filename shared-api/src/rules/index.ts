/**
 * Rules the API enforces and the screens check before sending, in one
 * dependency-free place (`@portal/shared-api/rules`): the API imports it too,
 * so both sides cannot drift.
 */
export { EMAIL_PATTERN, isEmail } from './email';
export { MAILBOX_PASSWORD_MIN_LENGTH, mailboxPasswordProblem, USER_PASSWORD_MIN_LENGTH, userPasswordProblem } from './passwords';
export { isEnrollableByManager, mayChangeDepartmentMembers, mayEnrolOutsideDepartment, mayRestoreDepartment } from './organisation-rules';
export { isKnownRole, KNOWN_ROLES, ROLES, type Role } from './roles';
export {
  isRasterImage,
  isUploadEntity,
  MAX_UPLOAD_BYTES,
  UPLOAD_ENTITIES,
  UPLOAD_RULES,
  type UploadEntity,
  type UploadKind,
  type UploadRule,
  uploadKindOf,
} from './upload-rules';
export { VALIDATION_MESSAGES } from './validation-messages';
