import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import type { Caller } from '../../core/authentication/caller.ts';

export const CONFIGURATION_MESSAGES = {
  TEAM_REQUIRED: 'Debe seleccionar un equipo primero',
  REQUESTER_DUPLICATED: VALIDATION_MESSAGES.REQUESTER_ALREADY_ADDED,
  REQUESTER_ALREADY_CONFIGURED: 'Este solicitante ya está agregado.',
  FLAG_INVALID: 'El valor debe ser "1" o "0"',
  ALREADY_EXISTS: 'Este equipo ya tiene esta configuración',
  NAME_UNKNOWN: 'Configuración no permitida',
  FIXED_NAME: 'No se puede cambiar el nombre ni el equipo de una configuración',
} as const;

/** One rule per configuration name this API writes: who may, and what the value must be (docs/api-contract.md K3). */
export type ConfigurationRule = {
  /** Checks that the caller may write a row with this `data` (403) and returns the stored form of `data`. */
  requireWriter(app: FastifyInstance, caller: Caller, data: string | null | undefined): Promise<string | null>;
  /** `data` is the row's stored (already checked) `data`. */
  validateValue(app: FastifyInstance, value: unknown, data: string | null): Promise<unknown>;
  /** Rows that belong to a user (`tags_user`): `user` is required and part of the row's identity. */
  perUser?: true;
  /** Any number of rows per team (`auto_task`): no twin check. */
  manyPerTeam?: true;
  /**
   * Rows whose `user` is the requester of the tasks they make (`auto_task`):
   * the id to store for the written `user` (absent: the caller), 422 when it may not be.
   */
  taskRequester?(app: FastifyInstance, caller: Caller, user: unknown, data: string): Promise<number>;
  /** A single row seeded with a fixed id (the allowed domains): changed, never created or deleted. */
  updateOnly?: true;
  /** A switch whose state is its `data` (`client_maintenance`): a change writes `data` only. */
  switchedByData?: true;
};
