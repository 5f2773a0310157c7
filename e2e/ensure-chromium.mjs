// The e2e tests drive Debian's chromium. CI starts on a fresh machine as root, so install it
// there when it is missing; elsewhere say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.AGENT_MEMORY_E2E_CHROMIUM ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  process.stdout.write(`e2e: ${CHROMIUM} is missing; installing Debian's chromium with apt-get\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    process.stderr.write(`e2e: apt-get finished but ${CHROMIUM} is still missing\n`);
    process.exit(1);
  }
  process.exit(0);
}
process.stderr.write(`e2e: ${CHROMIUM} is missing. Install it (sudo apt-get install chromium) or set AGENT_MEMORY_E2E_CHROMIUM to a Chromium binary.\n`);
process.exit(1);
