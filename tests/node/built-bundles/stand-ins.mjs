// Loaded with `node --import` before the built main bundle (tests/node/built-bundles.test.ts):
// `electron` becomes the stand-in beside this file, and the optional `keytar` is absent, so the
// session never reaches the machine's real keyring.
import { register } from 'node:module';

register('./resolve-hooks.mjs', import.meta.url);
