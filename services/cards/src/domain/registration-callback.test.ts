import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Card } from './card.ts';
import type { RegistrationCallback } from './ports.ts';
import { decide } from './registration-callback.ts';

const at = new Date('2026-11-23T10:00:00.000Z');
const card = (status: Card['status']): Card => ({
  id: 'card_1',
  tenantId: 'ten_1',
  environment: 'test',
  customerId: 'cust_1',
  customerExternalId: 'c-1',
  provider: 'provider_a',
  status,
  brand: null,
  lastFour: null,
  expires: null,
  registeredAt: null,
  createdAt: at,
  updatedAt: at,
});
const callback = (
  attempt: number,
  registered: boolean,
  token: string | null = 'tok_1',
): RegistrationCallback => ({
  registrationId: 'par_1',
  attempt,
  registered,
  reason: registered ? null : '3ds_failed',
  token: registered ? token : null,
  brand: 'visa',
  lastFour: '1111',
  expires: '12/30',
});

describe('the registration state machine (spec 3.2)', () => {
  it('a pending card registers or fails with its first attempt', () => {
    assert.equal(decide(card('pending'), 0, callback(1, true)), 'register');
    assert.equal(decide(card('pending'), 0, callback(1, false)), 'fail');
  });

  it('a failed attempt can be followed by a successful retry, and another failure', () => {
    assert.equal(decide(card('invalid'), 1, callback(2, true)), 'register');
    assert.equal(decide(card('invalid'), 1, callback(2, false)), 'fail');
  });

  it('a repeated delivery of an applied attempt changes nothing', () => {
    assert.equal(decide(card('invalid'), 2, callback(2, false)), 'ignore');
    assert.equal(decide(card('invalid'), 2, callback(1, true)), 'ignore');
  });

  it('a registered or deleted card keeps its state', () => {
    assert.equal(decide(card('registered'), 1, callback(2, false)), 'ignore');
    assert.equal(decide(card('deleted'), 1, callback(2, true)), 'ignore');
  });

  it('a success without a token is not a registration', () => {
    assert.equal(decide(card('pending'), 0, callback(1, true, null)), 'fail');
  });
});
