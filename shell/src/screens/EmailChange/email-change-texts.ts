export const emailChangeTexts = {
  pageTitle: 'Cambio de dirección de correo',
  confirmTitle: 'Confirmar la nueva dirección de correo',
  confirmIntro: (email: string) => `Su cuenta del Portal de trabajo pasará a usar ${email}. Al confirmarlo se cerrarán todas sus sesiones.`,
  confirm: 'Confirmar la nueva dirección',
  confirmed: (email: string) => `La dirección de correo ha cambiado. Inicie sesión con ${email}.`,
  reportTitle: 'Informar de un cambio no autorizado',
  reportIntro: (email: string) =>
    `La cuenta volverá a usar ${email}, se cerrarán todas las sesiones y su contraseña dejará de servir: recibirá en esa dirección un enlace para elegir una nueva.`,
  report: 'Informar del cambio',
  reported: (email: string) => `La cuenta vuelve a usar ${email} y se han cerrado todas las sesiones. Revise ese correo para elegir una nueva contraseña.`,
  sending: 'Enviando...',
  sendFailed: 'No se ha podido completar. Inténtelo de nuevo más tarde.',
  toLogin: 'Ir a iniciar sesión',
};
