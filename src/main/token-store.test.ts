import { describe, expect, it } from 'vitest';
import { createMemoryTokenStore } from './token-store';

describe('createMemoryTokenStore', () => {
  it('starts signed out, keeps a token, and forgets it', async () => {
    const store = createMemoryTokenStore();
    expect(await store.get()).toBeNull();
    await store.set('abc123');
    expect(await store.get()).toBe('abc123');
    await store.set('def456');
    expect(await store.get()).toBe('def456');
    await store.clear();
    expect(await store.get()).toBeNull();
  });

  it('keeps each store apart', async () => {
    const one = createMemoryTokenStore();
    const two = createMemoryTokenStore();
    await one.set('abc');
    expect(await two.get()).toBeNull();
  });
});
