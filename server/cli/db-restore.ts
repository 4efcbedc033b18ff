import { runRestoreCommand } from './backups';
import { runCli } from './run';

await runCli(runRestoreCommand);
