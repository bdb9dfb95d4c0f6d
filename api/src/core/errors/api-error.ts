/** Errors route handlers throw; the error handler turns them into the bodies of docs/api-contract.md §1.7. */

export type Violation = { propertyPath: string; message: string; code: string };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    /** Clean human message, shown by the front end (Spanish when a person reads it). */
    message: string,
    readonly detail: string = message,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 422 with a constraint-violation list. */
export class ValidationError extends ApiError {
  constructor(readonly violations: Violation[]) {
    const first = violations[0];
    super(422, first?.message ?? 'Datos no válidos', violations.map((violation) => `${violation.propertyPath}: ${violation.message}`).join('\n'));
  }
}

/** 401 in LexikJWT's short shape: the front end logs out on it, so it only ever means "no valid session". */
export class AuthenticationError extends Error {
  readonly statusCode = 401;
  constructor(message: 'JWT Token not found' | 'Invalid JWT Token' | 'Expired JWT Token' | 'Invalid credentials.') {
    super(message);
  }
}

export const badRequest = (message = 'Petición incorrecta', detail?: string) => new ApiError(400, message, detail);
export const forbidden = (message = 'No tiene permiso para realizar esta acción.') => new ApiError(403, message);
export const notFound = (message = 'No encontrado') => new ApiError(404, message, 'Not Found');
export const conflict = (message: string) => new ApiError(409, message);
export const invalid = (propertyPath: string, message: string, code = 'invalid') => new ValidationError([{ propertyPath, message, code }]);
