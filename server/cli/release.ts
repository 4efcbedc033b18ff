import { releaseTrust } from '../domain/releases';
import { RELEASE_USAGE, runReleaseCommand } from './release-command';
import { runReleaseSigningCommand } from './release-signing-command';
import { onDatabaseOrServer, runCli } from './run';

const args = process.argv.slice(2);
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

// Keys are made and files signed on the release manager's machine: no server, no database.
if (args[0] === 'keygen' || args[0] === 'sign') {
  process.exit(await runReleaseSigningCommand(args, io, process.cwd(), RELEASE_USAGE));
}

// The files go where the server serves them from (this configuration's FILES_DIR), and must be
// signed by a key it trusts (RELEASE_PUBLIC_KEYS, or the local demo's key in DATA_DIR).
await runCli(async (config, args, io) => {
  const trust = await releaseTrust({
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    configured: config.releasePublicKeys,
    create: false,
  });
  const keys = trust.keys.map((key) => key.publicKey).join(',');
  const withConfig = [...args, '--files-dir', config.filesDir, '--trusted-keys', keys];
  return onDatabaseOrServer(config, 'npm run release', {
    database: (handle) => runReleaseCommand(handle.db, withConfig, io),
    server: (server) => server.run('release', withConfig, process.cwd(), io),
  });
});
