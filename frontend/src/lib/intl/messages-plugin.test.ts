import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildMessages } from './build-messages.ts';
import { compileMessages } from './compile-messages.ts';
import { intlMessages } from './messages-plugin.ts';

/** What Vite would do with the plugin's hooks for one command. */
function hooksFor(command: 'build' | 'serve') {
  const plugin = intlMessages();
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
    expect(JSON.parse(String(JSON.parse(literal)))).toEqual(compileMessages(buildMessages('de'), 'de-DE'));
  }, 30_000);

  it('dev and tests get the strings, parsed in the browser as before', async () => {
    const dev = hooksFor('serve');
    expect(dev.config).toBeUndefined();
    expect(await dev.load('\0virtual:intl-messages/en')).toContain('export default buildMessages("en")');
  });

  it('refuses a language the site does not have', async () => {
    await expect(hooksFor('serve').load('\0virtual:intl-messages/fr')).rejects.toThrow('no such interface language');
  });
});
