import { documentClient } from '../lib/aws/dynamodb.ts';
import { mailSendingClient } from '../lib/aws/ses.ts';
import { env } from '../lib/env.ts';
import { deliverDueEmails, type DeliveryReport } from '../lib/outbox/deliver-due-emails.ts';

/** Claims stop this long before the Lambda times out, so no send is cut off halfway. */
const STOP_BEFORE_TIMEOUT_MS = 15_000;

/**
 * The outbox sender (decision 010). In AWS an EventBridge schedule runs it every minute and new
 * outbox entries in the table's stream run it at once; under `npm start` a timer does. The event
 * itself is not read: every run sends whatever is due.
 */
export async function handler(
  _event: unknown,
  context?: { getRemainingTimeInMillis(): number },
): Promise<DeliveryReport> {
  const { TABLE_NAME, MAIL_FROM, SES_CONFIGURATION_SET } = env();
  const report = await deliverDueEmails({
    db: documentClient(),
    ses: mailSendingClient(),
    tableName: TABLE_NAME,
    sender: { from: MAIL_FROM, configurationSet: SES_CONFIGURATION_SET },
    shouldStop: () => (context ? context.getRemainingTimeInMillis() < STOP_BEFORE_TIMEOUT_MS : false),
  });
  if (report.sent + report.retried + report.failed > 0) {
    console.log(JSON.stringify({ level: 'info', msg: 'outbox run', ...report }));
  }
  return report;
}
