/**
 * Validation of the remotes file against `config/remotes.schema.json` (ajv), with
 * each failure said in Spanish and pointing at the field ops must fix.
 */
import Ajv, { type ErrorObject } from 'ajv';
import schema from '../../config/remotes.schema.json';

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
ajv.addSchema(schema);

export const validateRemotesFile = ajv.getSchema('remotes.schema.json') ?? ajv.compile(schema);
export const validateRemote = ajv.compile({ $ref: 'remotes.schema.json#/definitions/remote' });

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
