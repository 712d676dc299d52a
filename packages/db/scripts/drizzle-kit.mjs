// npm keeps drizzle-orm under packages/db/node_modules while drizzle-kit is hoisted to the root,
// and drizzle-kit's `import('drizzle-orm/...')` then finds nothing. This resolve hook answers
// those imports from this package, then runs drizzle-kit with the given arguments.
import Module, { createRequire, register } from 'node:module';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = pathToFileURL(`${process.cwd()}/package.json`).href;
register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
      }
      return next(specifier, context);
    }`)}`,
);
const require = createRequire(here);
// The same for drizzle-kit's CommonJS `require('drizzle-orm')`.
process.env.NODE_PATH = `${process.cwd()}/node_modules`;
Module._initPaths();
process.argv = [process.argv[0], 'drizzle-kit', ...process.argv.slice(2)];
const kitDir = dirname(require.resolve('drizzle-kit'));
await import(pathToFileURL(`${kitDir}/bin.cjs`).href);
