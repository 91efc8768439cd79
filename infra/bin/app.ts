import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildApp } from '../lib/build-app.ts';

// `cdk synth -c stage=prod -c mailFrom=biuro@agency.pl`; see infra/DEPLOY.md.
const app = new App();
buildApp(app);
// cdk-nag 3: violations fail the synth; every exception is acknowledged with a reason in the stacks.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
