export { type CardQuery, cardQuery, prefetchCard, useCardQuery } from './card-query';
export { defineRemoteWidgets, type RemoteWidgetDefinition, type WidgetModule } from './remote-widgets';
