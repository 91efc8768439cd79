import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  readonly stage: string;
}

/**
 * SES settings shared by every e-mail the app sends (through the outbox, architecture §6).
 * Sender identities are verified outside CloudFormation, because verifying a domain needs DNS
 * records in a zone this app does not own.
 */
export class MailStack extends Stack {
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `travel-offers-${props.stage}`,
      reputationMetrics: true,
      sendingEnabled: true,
    });

    new CfnOutput(this, 'ConfigurationSetName', { value: this.configurationSet.configurationSetName });
  }
}
