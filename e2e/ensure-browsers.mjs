// The e2e tests drive Debian's chromium and firefox-esr. CI starts on a fresh machine as root, so
// install the missing ones there with apt-get; elsewhere say how.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = [
  { binary: process.env.AGENT_MEMORY_E2E_CHROMIUM ?? '/usr/bin/chromium', aptPackage: 'chromium', variable: 'AGENT_MEMORY_E2E_CHROMIUM' },
  { binary: process.env.AGENT_MEMORY_E2E_FIREFOX ?? '/usr/bin/firefox-esr', aptPackage: 'firefox-esr', variable: 'AGENT_MEMORY_E2E_FIREFOX' },
];

const missing = BROWSERS.filter((browser) => !existsSync(browser.binary));
if (missing.length === 0) process.exit(0);

const packages = missing.map((browser) => browser.aptPackage);
if (typeof process.getuid === 'function' && process.getuid() === 0) {
  process.stdout.write(`e2e: ${missing.map((browser) => browser.binary).join(', ')} missing; installing Debian's ${packages.join(' and ')} with apt-get\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', ...packages], { stdio: 'inherit', env });
  const still = missing.filter((browser) => !existsSync(browser.binary));
  if (still.length > 0) {
    process.stderr.write(`e2e: apt-get finished but ${still.map((browser) => browser.binary).join(', ')} is still missing\n`);
    process.exit(1);
  }
  process.exit(0);
}
for (const browser of missing) {
  process.stderr.write(`e2e: ${browser.binary} is missing. Install it (sudo apt-get install ${browser.aptPackage}) or set ${browser.variable} to its binary.\n`);
}
process.exit(1);
