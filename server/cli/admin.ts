import { runAdminCommand } from './commands';
import { runOperatorCommand } from './run';

await runOperatorCommand(runAdminCommand);
