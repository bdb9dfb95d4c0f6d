export { collection, fakeApi, ok, type RenderRoutesOptions, renderRoutes, signIn } from './render-routes';
export { giveScrollBoxesASize } from './scroll-box-size';
export { renderCard } from './render-card';
