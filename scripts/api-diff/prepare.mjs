#!/usr/bin/env node
/**
 * node scripts/api-diff/prepare.mjs <commit> <folder>: a build of <commit> for api-diff.mjs to
 * replay against, without touching this checkout's out/. Adds a detached worktree at <folder>
 * (or moves an existing one there to <commit>), gives it node_modules (a link to this
 * checkout's when the two package-lock.json files are equal, else `npm ci --ignore-scripts`:
 * the server needs no install script, and no Electron binary), and runs `npm run build` in it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, symlinkSync } from 'node:fs';
import { resolve } from 'node:path';

const [commit, folder] = process.argv.slice(2);
if (!commit || !folder) {
  console.error('usage: prepare.mjs <commit> <folder>');
  process.exit(2);
}
const repo = resolve('.');
const target = resolve(folder);
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

if (existsSync(target))
  run('git', ['checkout', '--detach', '--quiet', git('rev-parse', commit).trim()], target);
else run('git', ['worktree', 'add', '--detach', target, commit], repo);

let sameLock = true;
try {
  git('diff', '--quiet', commit, '--', 'package-lock.json');
} catch {
  sameLock = false;
}
const modules = resolve(target, 'node_modules');
const linked = existsSync(modules) && lstatSync(modules).isSymbolicLink();
if (sameLock && !existsSync(modules)) symlinkSync(resolve(repo, 'node_modules'), modules);
else if (!sameLock && (linked || !existsSync(modules))) {
  if (linked) execFileSync('rm', [modules]);
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], target);
}
run('npm', ['run', 'build'], target);
console.log(`${target}: ${git('rev-parse', '--short', commit).trim()} built`);
