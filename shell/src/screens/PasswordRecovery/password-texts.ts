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
  askAgain: 'Solicitar un nuevo enlace',
  changeFailed: 'No se ha podido cambiar la contraseña. Inténtelo de nuevo más tarde.',
  backToLogin: 'Volver a iniciar sesión',
};

