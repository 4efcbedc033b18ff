import { operatorCommand, runCli } from './run';

await runCli(operatorCommand('license-keys'));
