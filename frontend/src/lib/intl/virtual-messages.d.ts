// The catalogues served by ./messages-plugin.ts: strings in dev and tests, pre-parsed ASTs in builds.
declare module 'virtual:intl-messages/*' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import by a relative path
  const messages: import('./load-messages.ts').CompiledMessages;
  export default messages;
}
