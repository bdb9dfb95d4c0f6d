/**
 * Shell entry: keeps the tab's development overrides, then renders. Neither
 * the remote registry nor the federation runtime is loaded here: `/login`
 * needs none of it, the layout loads both (`federation/portal-registry.ts`).
 */
import { bootstrap } from './bootstrap';
import { captureOverrides } from './federation/remote-overrides';

captureOverrides(window.location.search);
bootstrap();
