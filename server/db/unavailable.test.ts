/** Which errors are "the database is unavailable": the classification and the marking. */
import { describe, expect, it } from 'vitest';
import { isConnectionError, isDatabaseUnavailable, markUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a socket timeout', withCode('ETIMEDOUT')],
    ['a broken pipe', withCode('EPIPE')],
    ['a host name that does not resolve (yet)', withCode('EAI_AGAIN')],
    ['57P01 admin shutdown (a restart)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 cannot connect now (starting up, shutting down)', withCode('57P03', 'the database system is starting up')],
    ['08006 connection failure (class 08)', withCode('08006')],
    ['08001 unable to connect (class 08)', withCode('08001')],
    ['57014 statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['25P03 idle-in-transaction timeout', withCode('25P03')],
    ['53300 too many connections', withCode('53300')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a connection not made in time', new Error('Connection terminated due to connection timeout')],
    ["the pool's checkout timeout", new Error('timeout exceeded when trying to connect')],
    ["the client's read timeout", new Error('Query read timeout')],
    ['a client whose connection failed', new Error('Client has encountered a connection error and is not queryable')],
    [
      'an AggregateError of refused addresses',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''), {}),
    ],
    ['a wrapped cause', new Error('outer', { cause: withCode('57P01') })],
  ])('%s is one', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a serialization failure (retried elsewhere)', withCode('40001')],
    ['a deadlock (retried elsewhere)', withCode('40P01')],
    ['a syntax error', withCode('42601')],
    ['class 57 other than shutdowns', withCode('57000')],
    ['a plain error', new Error('boom')],
    ['an error with a code whose message would match', withCode('23505', 'Connection terminated unexpectedly')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('%s is not', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it('does not follow causes forever', () => {
    const a: { cause?: unknown; message: string } = { message: 'a' };
    a.cause = a;
    expect(isConnectionError(a)).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('is true only for a connection error the database layer marked', () => {
    const refused = withCode('ECONNREFUSED');
    expect(isDatabaseUnavailable(refused)).toBe(false); // e.g. a vendor or a gateway that refused
    expect(isDatabaseUnavailable(markUnavailable(refused))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
  });

  it('never marks an error that is not a connection error', () => {
    const unique = markUnavailable(withCode('23505'));
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(markUnavailable('text')).toBe('text');
  });
});
