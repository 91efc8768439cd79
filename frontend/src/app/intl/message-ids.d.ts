import type { MessageId } from './catalogues.ts';

// Type-checks every `formatMessage({ id })` and `<FormattedMessage id>` against the catalogues;
// lib/intl/message-id.ts reads the ids from here, so lib needs no import of app.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
