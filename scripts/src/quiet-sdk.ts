// Imported first by the entry scripts: the AWS SDK warns on every client under Node 20, which the
// project still supports (Lambda runs Node 22).
process.env['AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED'] ??= 'true';
