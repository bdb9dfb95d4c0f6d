export const login = {
  title: 'Iniciar sesión',
  subtitle: 'Portal de trabajo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Entrar',
  submitting: 'Entrando...',
  invalidCredentials: 'El correo o la contraseña no son correctos.',
  // The API's refusal of a banned account, given only after the right password. Spelled here rather than imported
  // from the shared rules (ACCOUNT_BANNED), which would grow /login's initial JavaScript.
  accountBanned: 'Su cuenta está bloqueada. Contacte con su responsable.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.',
  signedInAs: 'Ha iniciado sesión como',
  backToPortal: 'Volver al portal',
  forgotPassword: '¿Ha olvidado su contraseña?',
  passwordChanged: 'Contraseña cambiada. Ya puede iniciar sesión.',
  unavailable: 'No se ha podido iniciar sesión. Inténtelo de nuevo más tarde.',
};
