import { describe, expect, it } from 'vitest';
import { COUPLE_REQUIRED_TOAST_MS, errorToastFor } from './error-catalogue.js';
import { ERROR_CODES } from './error-codes.js';

describe('errorToastFor: the error catalogue', () => {
  it('maps the couple-required 400 to its toast with a 7 s action to /couple/connect', () => {
    const toast = errorToastFor({ status: 400, message: 'No active couple connection found' });
    expect(toast).toMatchObject({
      titleKey: 'errors.noCouple',
      action: { to: '/couple/connect' },
      duration: COUPLE_REQUIRED_TOAST_MS,
    });
    expect(COUPLE_REQUIRED_TOAST_MS).toBe(7000);
  });

  it.each([
    ['Couple connection already exists', 'errors.coupleExists'],
    ['Invalid couple code', 'errors.invalidCoupleCode'],
    ['Cannot connect to yourself', 'errors.cannotConnectSelf'],
    ['Partner not found', 'errors.partnerNotFound'],
  ])('400 %s -> %s', (message, titleKey) => {
    expect(errorToastFor({ status: 400, message }).titleKey).toBe(titleKey);
  });

  it('recognises a business error by its code too', () => {
    expect(errorToastFor({ status: 400, code: ERROR_CODES.partnerNotFound }).titleKey).toBe(
      'errors.partnerNotFound',
    );
  });

  it('shows the server text for other 400s, or the unknown-error text', () => {
    expect(errorToastFor({ status: 400, message: 'Title too long' })).toEqual({
      titleKey: 'errors.generic',
      serverMessage: 'Title too long',
    });
    expect(errorToastFor({ status: 400 })).toEqual({
      titleKey: 'errors.generic',
      messageKey: 'errors.unknown',
    });
  });

  it.each([
    [401, 'errors.sessionExpired'],
    [403, 'errors.forbidden'],
    [404, 'errors.notFound'],
    [422, 'errors.validation'],
    [429, 'errors.rateLimited'],
    [500, 'errors.server'],
    [502, 'errors.server'],
    [503, 'errors.server'],
    [504, 'errors.server'],
    [418, 'errors.generic'],
  ])('%i -> %s', (status, titleKey) => {
    expect(errorToastFor({ status }).titleKey).toBe(titleKey);
  });

  it('says the network is unreachable when no response came', () => {
    expect(errorToastFor({})).toEqual({
      titleKey: 'errors.network',
      messageKey: 'errors.networkMessage',
    });
  });
});
