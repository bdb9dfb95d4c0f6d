/**
 * Shell entry. Nothing shared (React, the router, shared-ui...) may be imported
 * here: the federation runtime negotiates shared singletons first. The remote
 * registry is not read here either: `/login` needs none of it, the layout
 * loads it (`federation/portal-registry.ts`).
 */
import { captureOverrides } from './federation/remote-overrides';

captureOverrides(window.location.search);
void import('./bootstrap').then(({ bootstrap }) => bootstrap());
