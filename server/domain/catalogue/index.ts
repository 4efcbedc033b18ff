/**
 * The script catalogue, one module: what the store reads (pages, a script's detail by
 * entitlement, its content), what the operator changes with JSON files (`npm run catalog`), and
 * the seed a new site starts with, kept as data in `seed-scripts.ts`. Code outside this folder
 * imports it from here.
 */
export { type Catalogue, type Customer, createCatalogue } from './catalogue';
export {
  applyCatalogueFile,
  type CatalogueAction,
  CatalogueError,
  listCatalogue,
} from './operator-files';
export { seedCatalogueIfEmpty } from './seed';
export { type SeedScript, seedScripts } from './seed-scripts';
export { scriptCardFields, summaryColumns } from './summary';
export { isFree, type ScriptAccess, scriptAccess } from './visibility';
