// Module resolution hooks for the built main process run under plain Node (see stand-ins.mjs).
const ELECTRON_STAND_IN = new URL('./electron.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: ELECTRON_STAND_IN, shortCircuit: true };
  if (specifier === 'keytar') {
    const error = new Error("Cannot find package 'keytar'");
    error.code = 'ERR_MODULE_NOT_FOUND';
    throw error;
  }
  return nextResolve(specifier, context);
}
