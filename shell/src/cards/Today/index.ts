export { Today as Component } from './Today';
