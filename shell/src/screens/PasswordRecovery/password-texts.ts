import { INVALID_LINK } from '@portal/shared-api/rules';

export const passwordTexts = {
  resetTitle: 'Recuperar contraseña',
  resetIntro: 'Indique el correo de su cuenta y le enviaremos un enlace para cambiar la contraseña.',
  email: 'Correo electrónico',
  send: 'Enviar enlace',
  sending: 'Enviando...',
  requested: 'Si la dirección corresponde a una cuenta, recibirá un correo con un enlace para cambiar la contraseña.',
  requestFailed: 'No se ha podido enviar la solicitud. Inténtelo de nuevo más tarde.',
  changeTitle: 'Cambiar contraseña',
  invitationTitle: 'Establezca su contraseña',
  newPassword: 'Nueva contraseña',
  repeatPassword: 'Repita la contraseña',
  change: 'Cambiar contraseña',
  changing: 'Guardando...',
  checking: 'Comprobando el enlace...',
  invalidLink: INVALID_LINK,
  askAgain: 'Solicitar un nuevo enlace',
  checkFailed: 'No se ha podido comprobar el enlace. Inténtelo de nuevo más tarde.',
  changeFailed: 'No se ha podido cambiar la contraseña. Inténtelo de nuevo más tarde.',
  retry: 'Reintentar',
  backToLogin: 'Volver a iniciar sesión',
};

