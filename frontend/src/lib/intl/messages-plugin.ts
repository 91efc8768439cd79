import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { Locale } from '@app/shared/locale';
import { buildMessages, type Catalogues } from './build-messages.ts';
import { compileMessages, type ParsedMessages } from './compile-messages.ts';

const PREFIX = 'virtual:intl-messages/';
const BUILD_MESSAGES = join(import.meta.dirname, 'build-messages.ts');

type Catalogue = Readonly<Record<string, string>>;

export interface IntlMessagesOptions {
  /** Absolute path of the module whose `CATALOGUES` export holds every language's messages (pl the reference). */
  readonly catalogues: string;
  /** The BCP 47 tag of each interface language: which languages exist, and how their ICU skeletons read. */
  readonly localeTags: Readonly<Record<Locale, string>>;
}

/**
 * Serves `virtual:intl-messages/<locale>`: the locale's complete catalogue (buildMessages, so a
 * missing text reads 'Translation missing'). Builds get it pre-parsed (ICU ASTs), and alias the ICU
 * parser to its no-parser entry, so the parser (~27 KB minified with its skeleton parser) never
 * reaches the browser. Dev and tests get the strings, with the parser, and edits reload as usual.
 * The app names its catalogue module (vite.config.ts), so lib does not import the app.
 * `virtual-messages.d.ts` types the modules; decision 014 explains the choice.
 */
export function intlMessages({ catalogues: cataloguesPath, localeTags }: IntlMessagesOptions): Plugin {
  let command: 'build' | 'serve' = 'serve';
  // The catalogues are TypeScript importing TypeScript; Vite's module runner evaluates them once a build.
  let catalogues: Promise<{ module: { CATALOGUES: Catalogues<Catalogue> }; dependencies: string[] }> | undefined;

  return {
    name: 'app:intl-messages',
    config(_config, env) {
      if (env.command !== 'build') return;
      const parser = '@formatjs/icu-messageformat-parser';
      return { resolve: { alias: [{ find: new RegExp(`^${parser}$`), replacement: `${parser}/no-parser.js` }] } };
    },
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      catalogues = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const locale = id.slice(PREFIX.length + 1);
      if (!Object.hasOwn(localeTags, locale)) this.error(`${id}: no such interface language`);
      if (command === 'serve') {
        return [
          `import { buildMessages } from ${JSON.stringify(BUILD_MESSAGES)};`,
          `import { CATALOGUES } from ${JSON.stringify(cataloguesPath)};`,
          `export default buildMessages(${JSON.stringify(locale)}, CATALOGUES);`,
          '',
        ].join('\n');
      }
      catalogues ??= runnerImport(cataloguesPath);
      const { module, dependencies } = await catalogues;
      for (const file of [cataloguesPath, ...dependencies]) this.addWatchFile(file);
      const parsed: ParsedMessages = compileMessages(
        buildMessages(locale as Locale, module.CATALOGUES),
        localeTags[locale as Locale],
      );
      // JSON.parse of a string literal is cheaper for the browser to parse than an object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});\n`;
    },
  };
}
