import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { ADMIN_ROLES } from '@app/shared/auth';
import { DEMO_USERS, type DemoUser } from './demo-users.ts';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './stand-ins.ts';

export const USER_POOL_NAME = 'travel-offers-local';
const CLIENT_NAME = 'admin-web';

export interface CognitoIds {
  readonly userPoolId: string;
  readonly clientId: string;
  readonly issuer: string;
}

/** The single table with the same keys, GSIs and TTL as the CDK DataStack. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  }
  const attribute = (name: string) => ({ AttributeName: name, AttributeType: 'S' as const });
  const gsi = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
      { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map(attribute),
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [gsi('gsi1'), gsi('gsi2')],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    }),
  );
  client.destroy();
}

/** User pool, client, groups and demo users; reuses what a previous start created. */
export async function ensureCognito(endpoint: string, users: readonly DemoUser[] = DEMO_USERS): Promise<CognitoIds> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = pools.UserPools?.find((pool) => pool.Name === USER_POOL_NAME);
  if (existing?.Id) {
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: existing.Id, MaxResults: 60 }));
    const appClient = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME);
    if (appClient?.ClientId) {
      client.destroy();
      return { userPoolId: existing.Id, clientId: appClient.ClientId, issuer: `${endpoint}/${existing.Id}` };
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: USER_POOL_NAME,
      UsernameAttributes: ['email'],
      Schema: [{ Name: 'agency_id', AttributeDataType: 'String', Mutable: true }],
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created no user pool');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: CLIENT_NAME,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      IdTokenValidity: 1,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { IdToken: 'hours', RefreshToken: 'days' },
      // The agency id is written only by administrators, never through the app client.
      ReadAttributes: ['email', 'name', 'custom:agency_id'],
      WriteAttributes: ['email', 'name'],
    }),
  );
  const clientId = appClient.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created no app client');
  for (const role of ADMIN_ROLES)
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role }));
  for (const user of users) await createUser(client, userPoolId, user);
  client.destroy();
  return { userPoolId, clientId, issuer: `${endpoint}/${userPoolId}` };
}

async function createUser(client: CognitoIdentityProviderClient, userPoolId: string, user: DemoUser): Promise<void> {
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: user.name },
        ...(user.agencyId ? [{ Name: 'custom:agency_id', Value: user.agencyId }] : []),
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: user.role }),
  );
}
