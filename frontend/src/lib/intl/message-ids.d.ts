import type { MessageId } from './messages/pl.ts';

// Type-checks every `formatMessage({ id })` and `<FormattedMessage id>` against the catalogues.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
