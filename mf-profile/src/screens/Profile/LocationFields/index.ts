export { type Location, LocationFields, MUNICIPIOS_INLINE_ERROR, MUNICIPIOS_TOAST_ERROR, PROVINCIAS_ERROR } from './LocationFields';
