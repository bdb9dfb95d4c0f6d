/** The answer to an e-mail link (decision, password reset, invitation) that is used, expired or unknown. */
export const INVALID_LINK = 'El enlace no es válido o ha caducado.';
