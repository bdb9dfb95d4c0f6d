export { type CardQuery, cardQuery, prefetchCard, useCardQuery } from './card-query';
export { type CardModule, defineRemoteCards, type RemoteCardDefinition } from './remote-cards';
