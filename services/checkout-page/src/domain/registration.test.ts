import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type CardRegistration, registrationState } from './registration.ts';

const now = new Date('2026-11-23T10:00:00.000Z');
const base: CardRegistration = {
  cardId: 'card_1',
  status: 'pending',
  expiresAt: new Date('2026-11-23T10:15:00.000Z'),
  targetOrigins: ['https://shop.example.com'],
  returnUrl: null,
  providerFormUrl: 'http://provider.test/provider-a/registration-form/par_1',
};

describe('registrationState', () => {
  it('pending and invalid (a retry) are open until the link expires', () => {
    assert.equal(registrationState(base, now), 'open');
    assert.equal(registrationState({ ...base, status: 'invalid' }, now), 'open');
    assert.equal(registrationState({ ...base, expiresAt: now }, now), 'expired');
  });
  it('registered shows its result; deleted is closed', () => {
    assert.equal(registrationState({ ...base, status: 'registered' }, now), 'registered');
    assert.equal(registrationState({ ...base, status: 'deleted' }, now), 'closed');
  });
});
