import { runBackupCommand } from './backups';
import { runCli } from './run';

await runCli(runBackupCommand);
