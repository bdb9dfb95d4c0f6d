export { collection, fakeApi, ok, type RenderRoutesOptions, renderRoutes, signIn } from './render-routes';
