import { runDesktop } from './commands';

// `npm run desktop -- activate | license | status | run | check-update`: see commands.ts and link.ts.
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
process.exit(await runDesktop(process.argv.slice(2), io));
