/**
 * Tokens of the links the portal mails (decisions, password resets,
 * invitations): 32 random bytes in the link, only their SHA-256 stored, so a
 * copy of the database opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newLinkToken = () => randomBytes(32).toString('base64url');
