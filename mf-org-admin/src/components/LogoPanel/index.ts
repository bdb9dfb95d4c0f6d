export { LogoPanel } from './LogoPanel';
