import type { Static } from '@fastify/type-provider-typebox';
import type { Violation } from '../../core/errors/api-error.ts';
import { isEmail, isKnownRole, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import type { UserField } from './user-fields.ts';
import type { UserChanges, UserUpdatesRepository } from './user-updates-repository.ts';
import { idFromReference } from '../../core/schemas/filters.ts';
import type { UpdateUserBody } from './user-schemas.ts';
import { isEmailInDomains } from '../../core/mail/allowed-domains.ts';
import { MAILBOX_ADDRESS_MESSAGES } from '../task-mailbox/mailbox-addresses.ts';

export const TIMEZONES = ['Europe/London', 'Europe/Madrid', 'UTC'] as const;
/** Birthdays from this day on are refused, as the profile's date picker disables them (spec 02 §5). */
export const BIRTHDAY_LIMIT = '2010-01-26';
const EARLIEST_BIRTHDAY = '1900-01-01';

/** Digits with optional spaces, dashes, dots, brackets and a leading +; 6 to 15 digits. */
const PHONE = /^\+?[0-9 ().-]+$/;

type Body = Static<typeof UpdateUserBody>;

const referenceOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { '@id'?: unknown })['@id'] : value);

/** Empty text means "clear it". */
const blankToNull = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

function calendarDate(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$)/.exec(value);
  if (!match?.[1]) return null;
  const date = match[1];
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/**
 * Turns the writable part of a body into column changes, collecting every
 * violation with its Spanish message (docs/api-contract.md B3). Fields outside `allowed`
 * are dropped without a word (mass-assignment protection, §1.6).
 */
export async function validateUserUpdate(
  body: Body,
  context: { targetId: number; callerId: number; allowed: ReadonlySet<UserField>; lookups: UserUpdatesRepository },
): Promise<{ changes: UserChanges; newEmail: string | undefined; violations: Violation[] }> {
  const { allowed, lookups } = context;
  const has = (field: UserField) => allowed.has(field) && body[field] !== undefined;
  const changes: UserChanges = {};
  let newEmail: string | undefined;
  const violations: Violation[] = [];
  const refuse = (propertyPath: string, message: string, code = 'invalid') => violations.push({ propertyPath, message, code });

  if (has('name')) changes.name = blankToNull(body.name ?? null);
  if (has('alternativeEmail')) {
    const email = blankToNull(body.alternativeEmail ?? null);
    if (email !== null && !isEmail(email)) refuse('alternativeEmail', 'El correo alternativo no es válido');
    else changes.alternative_email = email;
  }
  if (has('phone')) {
    const phone = blankToNull(body.phone ?? null);
    const digits = phone?.replace(/\D/g, '').length ?? 0;
    if (phone !== null && (!PHONE.test(phone) || digits < 6 || digits > 15)) refuse('phone', 'El teléfono no es válido');
    else changes.phone = phone;
  }
  if (has('birthday')) {
    const raw = blankToNull(body.birthday ?? null);
    const date = raw === null ? null : calendarDate(raw);
    if (raw !== null && date === null) refuse('birthday', 'Fecha no válida');
    else if (date !== null && (date >= BIRTHDAY_LIMIT || date < EARLIEST_BIRTHDAY)) {
      refuse('birthday', 'La fecha de nacimiento debe estar entre el 01-01-1900 y el 25-01-2010');
    } else changes.birthday = date;
  }
  if (has('timezone')) {
    if (!(TIMEZONES as readonly string[]).includes(body.timezone as string)) refuse('timezone', 'Zona horaria no válida');
    else changes.timezone = body.timezone as string;
  }
  if (has('situation')) {
    if (body.situation !== 0 && body.situation !== 1) refuse('situation', 'Situación no válida');
    else changes.situation = body.situation;
  }
  if (has('mails')) changes.mails = body.mails as boolean;
  if (has('duty')) changes.duty = body.duty as boolean;
  if (has('options')) changes.options = body.options as Record<string, unknown>;

  if (has('municipio')) {
    // Only the municipio is stored, so a province without one would be dropped without a word.
    if (body.municipio === null && body.provincia != null) refuse('municipio', 'Seleccione un municipio de la provincia elegida');
    else if (body.municipio === null) changes.municipio_id = null;
    else {
      const id = idFromReference(referenceOf(body.municipio), 'municipios');
      const provincia = id === undefined ? undefined : await lookups.provinciaOfMunicipio(id);
      const expected = body.provincia == null ? undefined : idFromReference(referenceOf(body.provincia), 'provincias');
      if (id === undefined || provincia === undefined) refuse('municipio', 'El municipio no existe');
      else if (body.provincia != null && expected !== provincia) {
        refuse('municipio', 'El municipio no pertenece a la provincia seleccionada');
      } else changes.municipio_id = id;
    }
  }
  if (has('image')) {
    if (body.image === null) changes.image_id = null;
    else {
      const id = idFromReference(referenceOf(body.image), 'media_objects');
      const candidate = id === undefined ? undefined : await lookups.avatarCandidate(id);
      // Only a picture the user uploaded for themselves (docs/api-contract.md B3, §10.3).
      const ownAvatar =
        candidate !== undefined &&
        !candidate.deleted &&
        candidate.entity === 'User' &&
        candidate.entity_id === context.targetId &&
        candidate.created_by_id === context.callerId &&
        candidate.mime_type.startsWith('image/');
      if (!ownAvatar || id === undefined) refuse('image', 'La imagen no es válida');
      else changes.image_id = id;
    }
  }

  if (has('email')) {
    const email = (body.email as string).trim();
    const domains = await lookups.allowedDomains();
    if (!isEmail(email)) refuse('email', VALIDATION_MESSAGES.EMAIL_INVALID);
    else if (!isEmailInDomains(email, domains)) refuse('email', 'El dominio del correo no está permitido');
    else if (await lookups.emailTaken(email, context.targetId)) refuse('email', 'El usuario ya existe', 'not_unique');
    else if (await lookups.isTeamMailbox(email)) refuse('email', MAILBOX_ADDRESS_MESSAGES.IS_TEAM_MAILBOX);
    else newEmail = email;
  }
  if (has('roles')) {
    const roles = body.roles as string[];
    if (roles.some((role) => !isKnownRole(role))) refuse('roles', 'Rol no válido');
    else changes.roles = [...new Set(roles.includes('ROLE_USER') ? roles : ['ROLE_USER', ...roles])];
  }
  if (has('deleted')) changes.deleted = body.deleted === true || body.deleted === 1;

  return { changes, newEmail, violations };
}
