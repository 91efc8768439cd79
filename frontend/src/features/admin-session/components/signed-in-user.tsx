import { useIntl } from 'react-intl';
import type { AdminRole, AdminUser } from '@app/shared/auth';
import type { MessageId } from '../../../lib/intl/message-id.ts';

const ROLE_LABEL_IDS = { agents: 'admin.role.agents', office: 'admin.role.office' } as const satisfies Record<
  AdminRole,
  MessageId
>;

/** Who is signed in. Shown for orientation only: the server checks the role on every call. */
export function SignedInUser({ user }: { user: AdminUser }) {
  const intl = useIntl();
  return (
    <dl className="user-card">
      <div className="user-card__row">
        <dt>{intl.formatMessage({ id: 'admin.user.name' })}</dt>
        <dd>{user.name}</dd>
      </div>
      <div className="user-card__row">
        <dt>{intl.formatMessage({ id: 'admin.user.email' })}</dt>
        <dd>{user.email}</dd>
      </div>
      <div className="user-card__row">
        <dt>{intl.formatMessage({ id: 'admin.user.role' })}</dt>
        <dd>{intl.formatMessage({ id: ROLE_LABEL_IDS[user.role] })}</dd>
      </div>
      {user.agency_id ? (
        <div className="user-card__row">
          <dt>{intl.formatMessage({ id: 'admin.user.agency' })}</dt>
          <dd>{user.agency_id}</dd>
        </div>
      ) : null}
    </dl>
  );
}
