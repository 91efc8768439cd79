import { useIntl } from 'react-intl';
import type { MessageId } from '../lib/intl/message-id.ts';

/** The marketing claims of spec §1. */
export const CLAIM_IDS = [
  'claims.savings',
  'claims.offers',
  'claims.guarantee',
  'claims.operators',
  'claims.since',
] as const satisfies readonly MessageId[];

export function ClaimsList({ className = '' }: { className?: string }) {
  const intl = useIntl();
  return (
    <ul className={`claims ${className}`.trim()}>
      {CLAIM_IDS.map((id) => (
        <li key={id} className="claims__item">
          <svg className="claims__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M4 10.5l4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{intl.formatMessage({ id })}</span>
        </li>
      ))}
    </ul>
  );
}
