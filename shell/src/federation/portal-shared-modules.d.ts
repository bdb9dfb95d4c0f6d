/** Generated at build time from shared-ui's `build/shared-packages.cjs` (see `createHostConfig`). */
declare module 'virtual:portal-shared-modules' {
  type SharedOption = NonNullable<Parameters<typeof import('@module-federation/enhanced/runtime').createInstance>[0]['shared']>;
  export const sharedModules: SharedOption;
}
