/** What the registry answers, in the portal's language: the commands print these as they are. */
export const REGISTRY_MESSAGES = {
  UNKNOWN_REMOTE: 'Ese módulo no tiene ninguna versión publicada.',
  UNKNOWN_RELEASE: 'Ese módulo no tiene esa versión.',
  CHANGED_MEANWHILE: 'El módulo ha cambiado mientras tanto: vuelva a leer su estado e inténtelo de nuevo.',
  ALREADY_PUBLISHED: 'Esa versión de ese commit ya está publicada: las versiones no se sobrescriben.',
  ALREADY_LIVE: 'Esa versión ya está en servicio.',
  GRADUAL_NEEDS_LIVE: 'Una publicación gradual necesita una versión en servicio con la que repartir.',
  NOTHING_TO_ROLL_BACK: 'No hay una versión anterior a la que volver.',
  TOKEN_OF_OTHER_REMOTE: 'El token de despliegue es de otro módulo.',
  TOKEN_NOT_FOR_THIS: 'Un token de despliegue solo publica, promociona o retira versiones de su módulo.',
  BAD_TOKEN: 'Token de despliegue no válido.',
  SHELL_UNREACHABLE: 'No se puede comprobar la compatibilidad: el shell en servicio no publica su plataforma.',
  TOO_MANY_REPORTS: 'Demasiados avisos en poco tiempo.',
  ENTRY_NOT_ALLOWED: 'La dirección del manifiesto debe ser http(s) y terminar en mf-manifest.json.',
} as const;

/** The notice admins get when a gradual release goes back by itself. */
export const withdrawnNotice = (remote: string, version: string) => ({
  title: `Versión retirada automáticamente: ${remote} ${version}`,
  message: `La publicación gradual de ${remote} ${version} fallaba mucho más que la versión en servicio y se ha retirado.`,
});
