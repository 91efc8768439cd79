import { describe, expect, it } from 'vitest';
import { describeSendError, encodeFromAddress, isPermanentSendError } from './send-mail.ts';

describe('sending helpers', () => {
  it('encodes a non-ASCII display name as an RFC 2047 word and quotes an ASCII one', () => {
    expect(encodeFromAddress('Biuro Podróży <biuro@demo-travel.pl>')).toBe(
      '=?UTF-8?B?Qml1cm8gUG9kcsOzxbx5?= <biuro@demo-travel.pl>',
    );
    expect(encodeFromAddress('Wakacje "z" Niemiec <a@b.pl>')).toBe('"Wakacje \\"z\\" Niemiec" <a@b.pl>');
    expect(encodeFromAddress('biuro@agency.pl')).toBe('biuro@agency.pl');
    expect(encodeFromAddress('<biuro@agency.pl>')).toBe('biuro@agency.pl');
  });

  it('retries everything but a message SES refused for what it is', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(isPermanentSendError(named('MessageRejected'))).toBe(true);
    expect(isPermanentSendError(named('BadRequestException'))).toBe(true);
    for (const transient of ['TooManyRequestsException', 'SendingPausedException', 'TimeoutError', 'Error']) {
      expect(isPermanentSendError(named(transient))).toBe(false);
    }
    expect(isPermanentSendError('boom')).toBe(false);
  });

  it('describes an error by class, code and message only', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(describeSendError(refused)).toBe('Error ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1');
  });
});
