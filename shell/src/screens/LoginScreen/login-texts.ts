export const login = {
  title: 'Iniciar sesión',
  subtitle: 'Portal de trabajo',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Entrar',
  submitting: 'Entrando...',
  invalidCredentials: 'El correo o la contraseña no son correctos.',
  tooManyAttempts: 'Demasiados intentos fallidos. Espere unos minutos antes de volver a intentarlo.',
  signedInAs: 'Ha iniciado sesión como',
  backToPortal: 'Volver al portal',
  unavailable: 'No se ha podido iniciar sesión. Inténtelo de nuevo más tarde.',
};
