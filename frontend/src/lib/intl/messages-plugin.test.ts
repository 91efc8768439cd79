import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE_TAGS } from '@app/shared/locale';
import { buildMessages, TRANSLATION_MISSING } from './build-messages.ts';
import { compileMessages } from './compile-messages.ts';
import { CATALOGUES } from './messages-plugin.fixture.ts';
import { intlMessages } from './messages-plugin.ts';

const FIXTURE = join(import.meta.dirname, 'messages-plugin.fixture.ts');

/** What Vite would do with the plugin's hooks for one command. */
function hooksFor(command: 'build' | 'serve') {
  const plugin = intlMessages({ catalogues: FIXTURE, localeTags: INTL_LOCALE_TAGS });
  const context = {
    addWatchFile: () => undefined,
    error: (text: string) => {
      throw new Error(text);
    },
  };
  const hook =
    (name: keyof Plugin) =>
    (...args: unknown[]) =>
      (plugin[name] as (this: typeof context, ...args: unknown[]) => unknown).call(context, ...args);
  const config = hook('config')({}, { command, mode: 'production' });
  hook('configResolved')({ command });
  return {
    config,
    resolveId: hook('resolveId'),
    load: (id: string) => Promise.resolve(hook('load')(id)),
  };
}

describe('intlMessages', () => {
  it('builds ship each catalogue pre-parsed, and react-intl without the ICU parser', async () => {
    const build = hooksFor('build');
    expect(JSON.stringify(build.config)).toContain('icu-messageformat-parser/no-parser.js');
    const code = String(await build.load(String(build.resolveId('virtual:intl-messages/de'))));
    const literal = /^export default JSON\.parse\((.*)\);$/m.exec(code)?.[1] ?? '';
    const parsed: unknown = JSON.parse(String(JSON.parse(literal)));
    expect(parsed).toEqual(compileMessages(buildMessages('de', CATALOGUES), 'de-DE'));
    expect(parsed).toMatchObject({ 'test.only_pl': [{ value: TRANSLATION_MISSING }] });
  }, 30_000);

  it('dev and tests get the strings, parsed in the browser as before', async () => {
    const dev = hooksFor('serve');
    expect(dev.config).toBeUndefined();
    const code = await dev.load('\0virtual:intl-messages/en');
    expect(code).toContain(`import { CATALOGUES } from ${JSON.stringify(FIXTURE)}`);
    expect(code).toContain('export default buildMessages("en", CATALOGUES)');
  });

  it('refuses a language the site does not have', async () => {
    await expect(hooksFor('serve').load('\0virtual:intl-messages/fr')).rejects.toThrow('no such interface language');
  });
});
