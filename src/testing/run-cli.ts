// Runs the CLI from the TypeScript sources, for tests that need a real process:
//   node --import tsx src/testing/run-cli.ts <command> [args...]
import { main } from '../cli/main.js';

process.exitCode = await main(process.argv.slice(2));
