import { VALIDATION_MESSAGES } from './validation-messages';

/** A user's own password (spec 02 §8); counted in characters, not UTF-16 units. */
export const USER_PASSWORD_MIN_LENGTH = 8;

/** A team mailbox password (spec 01 §9). */
export const MAILBOX_PASSWORD_MIN_LENGTH = 6;

const characters = (value: string) => [...value].length;

/** The refusal for a new user password, or null when it is long enough. */
export const userPasswordProblem = (password: string): string | null =>
  characters(password) < USER_PASSWORD_MIN_LENGTH ? VALIDATION_MESSAGES.USER_PASSWORD_TOO_SHORT : null;

/** The refusal for a team mailbox password, or null when it is long enough. */
export const mailboxPasswordProblem = (password: string): string | null =>
  characters(password) < MAILBOX_PASSWORD_MIN_LENGTH ? VALIDATION_MESSAGES.MAILBOX_PASSWORD_TOO_SHORT : null;
