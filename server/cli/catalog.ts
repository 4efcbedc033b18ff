import { runCatalogCommand } from './commands';
import { runOperatorCommand } from './run';

await runOperatorCommand(runCatalogCommand);
