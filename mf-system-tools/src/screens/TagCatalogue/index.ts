export { tagCatalogueLoader as loader } from './tag-catalogue.data';
export { TagCatalogue as Component } from './TagCatalogue';
