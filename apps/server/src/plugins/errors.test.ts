import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commonMessages, inputMessages } from '@orrery/contract';
import { registerErrorHandling, validationMessage } from './errors';

describe('validationMessage', () => {
  it('prefers the errorMessage of the schema that failed', () => {
    expect(
      validationMessage([
        {
          keyword: 'minLength',
          instancePath: '/nickName',
          parentSchema: { errorMessage: 'Please enter display name!' },
        },
      ]),
    ).toBe('Please enter display name!');
  });

  it('uses the missing field’s own errorMessage', () => {
    const parentSchema = { properties: { password: { errorMessage: 'Please enter password' } } };
    expect(
      validationMessage([
        { keyword: 'required', instancePath: '', params: { missingProperty: 'password' }, parentSchema },
      ]),
    ).toBe('Please enter password');
  });

  it('names the field as words, or by its title, and says in words what ajv refused when the schema gives no message', () => {
    expect(
      validationMessage([
        { keyword: 'maximum', instancePath: '/pageLimit', params: { limit: 200 }, message: 'must be <= 200' },
      ]),
    ).toBe('Page size must be at most 200');
    expect(
      validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'otp' } }]),
    ).toBe('Otp is required');
    expect(
      validationMessage([
        {
          keyword: 'maxLength',
          instancePath: '/adminComments',
          params: { limit: 2000 },
          message: 'must NOT have more than 2000 characters',
        },
      ]),
    ).toBe('Admin comments must be at most 2000 characters');
    expect(
      validationMessage([
        {
          keyword: 'type',
          instancePath: '/incomplete_email_sent_reset_time',
          params: { type: 'integer' },
          parentSchema: { title: 'Incomplete Email reset time (hours)' },
        },
      ]),
    ).toBe('Incomplete Email reset time (hours) must be a whole number');
    expect(
      validationMessage([
        { keyword: 'enum', instancePath: '/userIds/0/kind', params: { allowedValues: ['a', 'b'] } },
      ]),
    ).toBe('User ids kind must be one of: a, b');
    expect(
      validationMessage([{ keyword: 'format', instancePath: '/userIds/0', params: { format: 'uuid' } }]),
    ).toBe('User ids is not written in a form it can take');
    const titled = { properties: { identifier: { title: 'Email' } } };
    expect(
      validationMessage([
        {
          keyword: 'required',
          instancePath: '',
          params: { missingProperty: 'identifier' },
          parentSchema: titled,
        },
      ]),
    ).toBe('Email is required');
  });

  it('names the field before a schema message that says what it must be', () => {
    const parentSchema = { errorMessage: 'must be a date written YYYY-MM-DD' };
    expect(validationMessage([{ keyword: 'format', instancePath: '/createdStartDate', parentSchema }])).toBe(
      'Created start date must be a date written YYYY-MM-DD',
    );
    const required = { properties: { version: { errorMessage: 'must say which version was edited' } } };
    expect(
      validationMessage([
        {
          keyword: 'required',
          instancePath: '',
          params: { missingProperty: 'version' },
          parentSchema: required,
        },
      ]),
    ).toBe('Version must say which version was edited');
  });

  it('gives the range of dates for one written right but out of it, over the schema message', () => {
    const parentSchema = { errorMessage: 'Please enter the date of birth' };
    for (const data of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31T00:00:00Z']) {
      expect(
        validationMessage([
          { keyword: 'format', instancePath: '/dob', params: { format: 'date' }, parentSchema, data },
        ]),
      ).toBe(inputMessages.dateRange('Dob'));
    }
    expect(
      validationMessage([
        {
          keyword: 'format',
          instancePath: '/dob',
          params: { format: 'date' },
          parentSchema,
          data: '1-1-2020',
        },
      ]),
    ).toBe('Please enter the date of birth');
  });
});

/** A driver error as node-postgres and PGlite throw it, wrapped by Drizzle as every failed query is. */
const failedQuery = (code: string) =>
  new DrizzleQueryError('insert into admins …', ['x'], Object.assign(new Error('refused'), { code }));

describe('the central error handler', () => {
  it('answers a unique key taken by a racing write 409, and an unreadable value 400, not 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/duplicate', async () => {
      throw failedQuery('23505');
    });
    app.get('/not-a-uuid', async () => {
      throw failedQuery('22P02');
    });
    app.get('/other', async () => {
      throw failedQuery('23503');
    });
    const duplicate = await app.inject('/duplicate');
    expect([duplicate.statusCode, duplicate.json()]).toEqual([
      409,
      { valid: false, message: commonMessages.duplicate },
    ]);
    const unreadable = await app.inject('/not-a-uuid');
    expect([unreadable.statusCode, unreadable.json()]).toEqual([
      400,
      { valid: false, message: commonMessages.unreadableValue },
    ]);
    const other = await app.inject('/other');
    expect([other.statusCode, other.json()]).toEqual([
      500,
      { valid: false, message: commonMessages.internal },
    ]);
    await app.close();
  });
});
