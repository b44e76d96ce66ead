import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreferenceKey } from '../../../shared/bridge';
import { createApolloClient } from '../../apollo/create-apollo-client';
import { TeamChoice } from './team-choice';

function memoryPreferences() {
  const values = new Map<PreferenceKey, string | null>();
  return {
    values,
    preferences: {
      get: async (key: PreferenceKey) => values.get(key) ?? null,
      set: async (key: PreferenceKey, value: string | null) => {
        values.set(key, value);
      },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamChoice', () => {
  it('remembers the chosen team in the platform and reads it back on the next start', async () => {
    const platform = memoryPreferences();
    const choice = new TeamChoice(platform);
    await choice.load();
    expect(choice.current()).toBeNull();
    await choice.choose('42');
    expect(platform.values.get('activeTeamId')).toBe('42');

    const nextStart = new TeamChoice(platform);
    await nextStart.load();
    expect(nextStart.current()).toBe('42');
    await nextStart.choose(null);
    expect(platform.values.get('activeTeamId')).toBeNull();
  });

  it('is named in X-Team-Id on every signed-in request, and only then', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return new Response(JSON.stringify({ data: { ping: true } }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const choice = new TeamChoice(memoryPreferences());
    let token: string | null = 'session';
    const client = createApolloClient({
      apiUrl: 'http://127.0.0.1:1',
      getToken: async () => token,
      getTeamId: () => choice.current(),
      onUnauthenticated: () => undefined,
    });
    // Parsed, not tagged: a test's document is not one of the app's (codegen collects those).
    const ping = parse('query TeamChoicePing { ping }');
    await client.query({ query: ping, fetchPolicy: 'network-only' });
    await choice.choose('7');
    await client.query({ query: ping, fetchPolicy: 'network-only' });
    token = null;
    await client.query({ query: ping, fetchPolicy: 'network-only' });

    expect(sent.map((headers) => headers.get('x-team-id'))).toEqual([null, '7', null]);
    expect(sent[1]?.get('authorization')).toBe('Bearer session');
  });
});
