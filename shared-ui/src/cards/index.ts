export { type CardQuery, cardQuery, prefetchCard, useCardQuery } from './card-query';
