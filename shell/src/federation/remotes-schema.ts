/**
 * Validation of the remotes file against `config/remotes.schema.json`, with
 * each failure said in Spanish and pointing at the field ops must fix. The
 * validators are ajv's standalone code, generated ahead of time
 * (`scripts/generate-remotes-validator.mjs`): compiling a schema in the
 * browser needs `new Function`, which the shell's Content-Security-Policy forbids.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import * as generated from './remotes-validators.generated';

export const validateRemotesFile = generated.validateRemotesFile as ValidateFunction;
export const validateRemote = generated.validateRemote as ValidateFunction;

function spanish(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `falta "${params.missingProperty}"`;
    case 'additionalProperties':
      return `propiedad desconocida "${params.additionalProperty}"`;
    case 'type':
      return params.type === 'boolean' ? 'debe ser true o false' : `debe ser de tipo ${params.type}`;
    case 'enum':
      return `debe ser ${(params.allowedValues as unknown[]).map((value) => `"${value}"`).join(' o ')}`;
    case 'pattern':
      return 'no tiene el formato esperado';
    case 'minItems':
      return `debe tener al menos ${params.limit} elemento(s)`;
    case 'minLength':
      return 'no puede estar vacío';
    default:
      return error.message ?? 'no es válido';
  }
}

/** `"routes/0/deniedRedirect": debe ser "/login" o "/"`. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `"${error.instancePath.replace(/^\//, '') || 'raíz'}": ${spanish(error)}`);
}
