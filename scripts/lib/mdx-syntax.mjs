// Parses MDX pages as Docusaurus does and prints their syntax errors, for scripts/lib/source-mdx.ts,
// which runs it as a process of its own: the parser is made of ES modules, which the loader
// Docusaurus reads our plugins with cannot import. Reads `[{file, text}]` as JSON on stdin, writes
// `[{file, line, column, reason}]` on stdout. The packages are @docusaurus/mdx-loader's own.
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';

const resolve = createRequire(createRequire(import.meta.url).resolve('@docusaurus/mdx-loader')).resolve;
const load = async (name) => import(pathToFileURL(resolve(name)).href);

const {createProcessor} = await load('@mdx-js/mdx');
// The syntax Docusaurus adds to MDX: directives (admonitions), GFM, HTML comments.
const plugins = await Promise.all(
  ['remark-directive', 'remark-gfm', '@slorber/remark-comment'].map(async (name) => (await load(name)).default),
);
const processor = createProcessor({format: 'mdx', remarkPlugins: plugins});

let input = '';
for await (const chunk of process.stdin) input += chunk;
const errors = [];
for (const {file, text} of JSON.parse(input)) {
  try {
    processor.parse(text);
  } catch (error) {
    errors.push({
      file,
      line: error.line ?? 1,
      column: error.column ?? 1,
      reason: String(error.reason ?? error.message ?? error).split('\n')[0],
    });
  }
}
process.stdout.write(JSON.stringify(errors));
