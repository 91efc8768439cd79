import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localChromiumPath, QUIET_CHROMIUM_FLAGS } from '@app/shared/local-chromium';

export const CHROME_PATH = localChromiumPath(process.env);
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

export interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  scripts: string[];
  /** Ids of the SEO audits that failed, to say why a score is below 100. */
  seoFailures: string[];
}

/** One Lighthouse run (mobile preset, simulated throttling) in a fresh Chromium. */
export async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests = (audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items;
    const seoFailures = (categories['seo']?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return {
      scores,
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
      },
      scripts: (requests ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url),
      seoFailures,
    };
  } finally {
    chrome.kill();
  }
}

/** Gzipped bytes of the site's own scripts (paths like /assets/x.js), read from the build. */
export function gzippedScripts(dist: string, paths: readonly string[]): { total: number; files: [string, number][] } {
  const files = [...new Set(paths)].flatMap((path): [string, number][] => {
    const file = join(dist, path);
    return existsSync(file) ? [[path, gzipSync(readFileSync(file), { level: 9 }).length]] : [];
  });
  return { total: files.reduce((sum, [, size]) => sum + size, 0), files };
}

/** The entry script and the modules a built page preloads: what must arrive before it can run. */
export function initialScripts(htmlFile: string): string[] {
  const html = readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** p-th percentile (nearest rank) of measurements. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
