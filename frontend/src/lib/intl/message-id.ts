/**
 * A message id of the site's catalogues, as react-intl knows them: app/intl/message-ids.d.ts
 * declares them from the assembled catalogues (app/intl/catalogues.ts), so code in lib, components
 * and features can name an id without importing the layer that assembles them.
 */
export type MessageId = FormatjsIntl.Message extends { ids: infer Id extends string } ? Id : string;

/** One language's complete catalogue: a text for every message id. */
export type Messages = Readonly<Record<MessageId, string>>;
