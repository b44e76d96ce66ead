import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { settings } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import { InvalidSettingValueError, SettingsService, isSettingKey } from './settings';

describe('SettingsService', () => {
  let handle: DatabaseHandle;
  let service: SettingsService;
  beforeAll(async () => {
    handle = await createTestDatabase();
    service = new SettingsService(handle.db);
  });
  afterAll(() => handle.close());

  it('answers the default while no row exists: accounts wait for approval', async () => {
    expect(await service.get('autoApproveAccounts')).toBe(false);
    expect(await service.isStored('autoApproveAccounts')).toBe(false);
  });

  it('stores a value and replaces it', async () => {
    await service.set('autoApproveAccounts', true);
    expect(await service.get('autoApproveAccounts')).toBe(true);
    expect(await service.isStored('autoApproveAccounts')).toBe(true);
    await service.set('autoApproveAccounts', false);
    expect(await service.get('autoApproveAccounts')).toBe(false);
  });

  it('refuses a value of the wrong type', async () => {
    await expect(
      service.set('autoApproveAccounts', 'yes' as unknown as boolean),
    ).rejects.toBeInstanceOf(InvalidSettingValueError);
  });

  it('falls back to the default when a row holds something unusable', async () => {
    await handle.db
      .update(settings)
      .set({ value: 'yes' })
      .where(eq(settings.key, 'autoApproveAccounts'));
    expect(await service.get('autoApproveAccounts')).toBe(false);
  });

  it('knows its keys', () => {
    expect(isSettingKey('autoApproveAccounts')).toBe(true);
    expect(isSettingKey('toString')).toBe(false);
    expect(isSettingKey('unknown')).toBe(false);
  });
});
