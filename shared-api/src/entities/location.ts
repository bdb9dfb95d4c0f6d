import type { Iri, JsonLdItem } from './json-ld';

export type ComunidadAutonoma = JsonLdItem & { nombre: string };

export type Provincia = JsonLdItem & { nombre: string; comunidad?: Iri | null };

export type Municipio = JsonLdItem & { nombre: string; provincia: Provincia | Iri };
