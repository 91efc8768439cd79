import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { localChromiumPath } from '@app/shared/local-chromium';

/** `java -version` answers on stderr; any answer means Java is on the PATH. */
export function javaMissing(): string | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (!result.error && result.status === 0) return undefined;
  return 'Java 17+ is needed for DynamoDB Local and was not found. Fix: sudo apt-get install -y openjdk-17-jre-headless (or any JRE ≥ 17 on your PATH).';
}

export function chromiumPath(): string | undefined {
  const candidates = [localChromiumPath(process.env), '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export function chromiumMissing(): string | undefined {
  if (chromiumPath()) return undefined;
  return 'Chromium was not found; PDFs and browser tests need it. Fix: sudo apt-get install -y chromium (or set CHROME_PATH).';
}
