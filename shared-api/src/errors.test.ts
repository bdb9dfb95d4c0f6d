import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_ERROR_MESSAGE, errorMessageFrom, fieldErrorsFrom, isNotFoundError, isPassingFailure, retryDelay } from './errors';

function failure(data: unknown, status = 400, statusText = 'Bad Request'): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { data, status, statusText, headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

describe('errorMessageFrom', () => {
  it('reads the body keys in order: error, hydra:description, details', () => {
    expect(errorMessageFrom(failure({ error: 'A', 'hydra:description': 'B', details: 'C' }))).toBe('A');
    expect(errorMessageFrom(failure({ 'hydra:description': 'B', details: 'C' }))).toBe('B');
    expect(errorMessageFrom(failure({ details: 'C' }))).toBe('C');
  });

  it('skips empty or non-text values', () => {
    expect(errorMessageFrom(failure({ error: '', 'hydra:description': 42, details: 'C' }))).toBe('C');
  });

  it('reads a body that arrived as JSON text', () => {
    expect(errorMessageFrom(failure('{"error":"Tipo incorrecto"}'))).toBe('Tipo incorrecto');
  });

  it('gives the default text, not the status text, for a readable body without a message key', () => {
    expect(errorMessageFrom(failure({ message: 'JWT Token not found' }, 401, 'Unauthorized'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageFrom(failure('{"code":401}', 401, 'Unauthorized'))).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('uses the status text when the body is unreadable', () => {
    expect(errorMessageFrom(failure('<html>Bad gateway</html>', 502, 'Bad Gateway'))).toBe('Bad Gateway');
    expect(errorMessageFrom(failure('', 503, 'Service Unavailable'))).toBe('Service Unavailable');
  });

  it('uses the default text when there is nothing else', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Se ha producido un error.');
    expect(errorMessageFrom(failure(undefined, 500, ''))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageFrom(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageFrom(new Error('boom'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessageFrom(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('isNotFoundError', () => {
  it('is a 404 answer only', () => {
    expect(isNotFoundError(failure({ error: 'No encontrado' }, 404, 'Not Found'))).toBe(true);
    expect(isNotFoundError(failure({ error: 'Prohibido' }, 403, 'Forbidden'))).toBe(false);
    expect(isNotFoundError(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(false);
    expect(isNotFoundError(new Error('boom'))).toBe(false);
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps the first Spanish message of each field of a 422', () => {
    const violations = [
      { propertyPath: 'phone', message: 'El teléfono no es válido' },
      { propertyPath: 'phone', message: 'otro' },
      { propertyPath: 'email', message: 'El correo no es válido' },
    ];
    expect(fieldErrorsFrom(failure({ violations }, 422))).toEqual({ phone: 'El teléfono no es válido', email: 'El correo no es válido' });
    expect(fieldErrorsFrom(failure({ error: 'x' }, 400))).toEqual({});
    expect(fieldErrorsFrom(new Error('boom'))).toEqual({});
  });
});

describe('failures that may pass by itself', () => {
  it('are no answer, or a 502, 503 or 504; never a refusal, a bug of the server, a cancelled call or the code itself', () => {
    expect(isPassingFailure(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(true);
    for (const status of [502, 503, 504]) expect(isPassingFailure(failure({ error: 'x' }, status, 'x'))).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 500]) expect(isPassingFailure(failure({ error: 'x' }, status, 'x'))).toBe(false);
    expect(isPassingFailure(new AxiosError('canceled', AxiosError.ERR_CANCELED))).toBe(false);
    expect(isPassingFailure(new Error('boom'))).toBe(false);
  });

  it('are asked again after 1 s, 2 s, 4 s, then every 8 s, so they resume within 10 s of the service', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000, 8_000]);
  });
});
