#!/usr/bin/env node
// Lists the functions (React components included) longer than a limit, largest first, in
// src/renderer, src/server and src/main (generated code left out): the measure behind the
// "no component over 150 lines" rule (issue 24).
// Test files are left out unless --tests is given (their describe() callbacks are long by nature).
//   node scripts/largest-functions.mjs [--limit 150] [--tests] [folder ...]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const args = process.argv.slice(2);
const limitAt = args.indexOf('--limit');
const limit = limitAt >= 0 ? Number(args[limitAt + 1]) : 150;
const withTests = args.includes('--tests');
const roots = args.filter(
  (arg, index) =>
    arg !== '--tests' && (limitAt < 0 || (index !== limitAt && index !== limitAt + 1)),
);
const folders = roots.length > 0 ? roots : ['src/renderer', 'src/server', 'src/main'];
const skipped = /(^|\/)(node_modules|gql|generated|__generated__)(\/|$)|\.d\.ts$/;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry);
    if (skipped.test(path) || (!withTests && /\.test\.tsx?$/.test(path))) continue;
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry)) yield path;
  }
}

/** The name a function goes by: its own, its variable's, its property's or method's. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name) return node.name.getText();
  let parent = node.parent;
  // forwardRef(function ...), memo(() => ...): the variable the call is assigned to.
  while (parent && ts.isCallExpression(parent)) parent = parent.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isExportAssignment(parent)) return 'default';
  // A callback: named by the call it is handed to, describe('…') or useEffect.
  if (node.parent && ts.isCallExpression(node.parent)) {
    const callee = node.parent.expression.getText();
    const first = node.parent.arguments[0];
    const title = first && ts.isStringLiteralLike(first) ? `('${first.text}')` : '';
    return `${callee}${title} callback`;
  }
  return '(anonymous)';
}

const found = [];
for (const folder of folders) {
  for (const file of sourceFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > limit) {
          found.push({
            name: nameOf(node),
            file: relative(process.cwd(), file),
            line: start + 1,
            lines,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

found.sort((a, b) => b.lines - a.lines);
for (const { name, file, line, lines } of found) {
  console.log(`${String(lines).padStart(5)}  ${name}  ${file}:${line}`);
}
console.log(`${found.length} function(s) over ${limit} lines`);
