import { Type } from '@fastify/type-provider-typebox';
import { Reference } from '../../core/schemas/common.ts';

export const LoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 255, description: 'e-mail, compared case-insensitively' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const SessionParams = Type.Object({ userId: Type.String({ maxLength: 9, pattern: '^[1-9][0-9]{0,8}$' }) });

export const ChangePasswordBody = Type.Object({
  id: Reference,
  oldPassword: Type.String({ maxLength: 1024 }),
  newPassword: Type.String({ maxLength: 1024 }),
});
