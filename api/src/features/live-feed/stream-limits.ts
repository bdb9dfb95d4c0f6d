/** Open streams one account may hold on one instance: a browser needs one per tab, and one more while it shows a board beyond its own teams. */
export const MAX_STREAMS_PER_USER = 10;
/** Topic selectors one stream may ask for: the portal asks for `*`, or for the topics of the caller's own feed. */
export const MAX_SELECTORS_PER_STREAM = 50;

export const LIVE_FEED_MESSAGES = {
  TOO_MANY_STREAMS: `Ha alcanzado el límite de ${MAX_STREAMS_PER_USER} conexiones en tiempo real abiertas. Cierre alguna pestaña e inténtelo de nuevo.`,
  TOO_MANY_SELECTORS: `Una conexión en tiempo real admite como máximo ${MAX_SELECTORS_PER_STREAM} temas.`,
};
