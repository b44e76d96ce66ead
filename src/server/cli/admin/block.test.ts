import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { AuthService, ImpersonationService, PasswordResetService } from '../../modules/identity';
import { ADMIN_TEST_CONTEXT } from '../../testing/admin-context';
import { createCandidate } from '../../testing/fixtures';
import { createTestApp, LOGIN_MUTATION, type TestApp } from '../../testing/test-app';
import { block } from './block';
import type { AdminCommand } from './command';
import { ADMIN_COMMANDS } from './index';
import { revokeSessionsCommand } from './revoke-sessions';

describe('admin block and revoke-sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function run(command: AdminCommand, ...args: string[]) {
    const lines: string[] = [];
    const code = await command.run(
      { db: t.db, print: (line) => lines.push(line), ...ADMIN_TEST_CONTEXT },
      args,
    );
    return { code, output: lines.join('\n') };
  }

  const meAnswer = (token: string) => t.graphql('{ me { id } }', { token });

  it('are listed for the CLI', () => {
    expect(ADMIN_COMMANDS).toMatchObject({ block, 'revoke-sessions': revokeSessionsCommand });
  });

  it('revoke-sessions ends every session of the account, and it can sign in again', async () => {
    const candidate = await createCandidate(t.db);
    const tokens = [
      await t.login(candidate.email, candidate.password),
      await t.login(candidate.email, candidate.password),
    ];
    expect(await run(revokeSessionsCommand, candidate.email)).toEqual({
      code: 0,
      output: `${candidate.email} (FREELANCER, id ${candidate.user.id}): 2 sessions ended.`,
    });
    for (const token of tokens) {
      expect((await meAnswer(token)).errors?.[0]?.message).toBe('Unauthenticated.');
    }
    expect(await t.login(candidate.email, candidate.password)).toEqual(expect.any(String));
  });

  it('block ends the sessions and every way back in, until --undo', async () => {
    const candidate = await createCandidate(t.db);
    const token = await t.login(candidate.email, candidate.password);
    const blocked = await run(block, candidate.email);
    expect(blocked).toEqual({
      code: 0,
      output: `${candidate.email} (FREELANCER, id ${candidate.user.id}) is blocked; 1 session ended.`,
    });
    expect((await meAnswer(token)).errors?.[0]?.message).toBe('Unauthenticated.');

    const login = await t.graphql(LOGIN_MUTATION, {
      variables: { input: { email: candidate.email, password: candidate.password } },
    });
    expect(login.errors?.[0]).toMatchObject({
      message: messages.account.blocked,
      extensions: { code: 'FORBIDDEN' },
    });
    // A wrong password says nothing about the block.
    const guess = await t.graphql(LOGIN_MUTATION, {
      variables: { input: { email: candidate.email, password: 'Wrong-pass1!' } },
    });
    expect(guess.errors?.[0]?.message).not.toBe(messages.account.blocked);

    expect(await new PasswordResetService(t.db).issue(candidate.email)).toBeNull();
    const impersonation = new ImpersonationService(t.db, new AuthService(t.db));
    expect(await impersonation.mint(candidate.email, 'operator')).toEqual({
      ok: false,
      error: 'blocked-user',
    });
    // Even a token issued behind the block's back opens nothing.
    const issued = await new AuthService(t.db).issueToken(candidate.user.id);
    expect((await meAnswer(issued)).errors?.[0]?.message).toBe('Unauthenticated.');

    expect((await run(block, candidate.email)).output).toContain('is already blocked');
    expect((await run(block, candidate.email, '--undo')).output).toBe(
      `${candidate.email} (FREELANCER, id ${candidate.user.id}) is no longer blocked.`,
    );
    expect(await t.login(candidate.email, candidate.password)).toEqual(expect.any(String));
  });

  it('say how to use them, and which email is unknown', async () => {
    expect(await run(block)).toEqual({ code: 2, output: 'Usage: admin block <email> [--undo]' });
    expect(await run(revokeSessionsCommand, 'nobody@example.test')).toEqual({
      code: 1,
      output: 'No account with the email nobody@example.test.',
    });
  });
});
