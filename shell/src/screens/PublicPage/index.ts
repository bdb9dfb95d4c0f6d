export { publicPageFor } from './public-page-for';
