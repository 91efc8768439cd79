import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  CfnUserPoolGroup,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { ADMIN_ROLES, type AdminRole } from '@app/shared/auth';

/** The custom attribute that ties an agent to an agency; in tokens it is `custom:agency_id`. */
export const AGENCY_ATTRIBUTE = 'agency_id';

const GROUP_DESCRIPTIONS: Record<AdminRole, string> = {
  agents: 'Travel agents: see and edit only the records of their own agency',
  office: 'Head office staff: see and edit all records',
};

/**
 * Admin sign-in (architecture §5): a Cognito user pool whose users are created by an
 * administrator, groups that carry the role, and one public app client used by the
 * admin-session Lambda (USER_PASSWORD_AUTH; the tokens then travel in HttpOnly cookies).
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true }, fullname: { required: false, mutable: true } },
      customAttributes: { [AGENCY_ATTRIBUTE]: new StringAttribute({ mutable: true, minLen: 1, maxLen: 64 }) },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      featurePlan: FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional: staff may enrol a TOTP app, but the admin sign-in endpoint does not run an MFA challenge yet, so requiring MFA would lock everyone out.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus plan (threat protection) is not required for a handful of staff accounts; sign-in attempts are throttled by the admin-session Lambda and passwords follow a strong policy.',
      },
    );

    this.userPoolClient = this.userPool.addClient('AdminClient', {
      generateSecret: false,
      // Refresh-token auth is always allowed for a client; only the password flow is opted in.
      authFlows: { userPassword: true },
      disableOAuth: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true })
        .withCustomAttributes(AGENCY_ATTRIBUTE),
      // The agency decides what an agent may see, so only an administrator (AdminUpdateUserAttributes,
      // which ignores client settings) may change it: it must never be writable through this client.
      writeAttributes: new ClientAttributes().withStandardAttributes({ fullname: true }),
    });

    for (const role of ADMIN_ROLES) {
      new CfnUserPoolGroup(this, `Group-${role}`, {
        userPoolId: this.userPool.userPoolId,
        groupName: role,
        description: GROUP_DESCRIPTIONS[role],
      });
    }

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
