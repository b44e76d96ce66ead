// A Vitest reporter for scripts/test.mjs: writes to $VITEST_SUMMARY_FILE what Vitest's JSON
// report leaves out (checked with Vitest 4): the project of each test (the PGlite-only tests
// skip in "server-postgres" only), the error of a failed beforeAll/afterAll (the JSON report
// marks the file failed with an empty message and its tests merely "skipped"), and the
// unhandled errors of the run (absent from the JSON report but for `success: false`).
import { writeFileSync } from 'node:fs';

const message = (error) => String(error?.message ?? error).split('\n')[0];

export default class SummaryReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const file = process.env.VITEST_SUMMARY_FILE;
    if (!file) return;
    const tests = [];
    /** Errors outside any test: a file that fails to load, a failed hook of a file or suite. */
    const suiteErrors = [];
    for (const module of testModules) {
      const where = { project: module.project.name, file: module.relativeModuleId };
      for (const error of module.errors()) suiteErrors.push({ ...where, error: message(error) });
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) {
          suiteErrors.push({ ...where, suite: suite.fullName, error: message(error) });
        }
      }
      for (const test of module.children.allTests()) {
        const result = test.result();
        tests.push({
          ...where,
          name: test.fullName,
          state: result.state,
          // skip / todo as written, or "run" for a test skipped at run time (ctx.skip).
          mode: test.options.mode,
          note: result.state === 'skipped' ? result.note : undefined,
          error: result.state === 'failed' ? message(result.errors?.[0]) : undefined,
        });
      }
    }
    const summary = { tests, suiteErrors, unhandledErrors: unhandledErrors.map(message) };
    writeFileSync(file, JSON.stringify(summary, null, 1));
  }
}
