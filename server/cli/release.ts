import { runReleaseCommand } from './release-command';
import { onDatabaseOrServer, runCli } from './run';

// The files go where the server serves them from: this configuration's FILES_DIR.
await runCli((config, args, io) => {
  const withFiles = [...args, '--files-dir', config.filesDir];
  return onDatabaseOrServer(config, 'npm run release', {
    database: (handle) => runReleaseCommand(handle.db, withFiles, io),
    server: (server) => server.run('release', withFiles, process.cwd(), io),
  });
});
