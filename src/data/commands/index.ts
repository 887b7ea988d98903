// The command reference data: every visible helm 3.19.0 command with its flags and our texts.
// Rendered by scripts/lib/commands-render.ts; checked by tests/unit/commands.test.ts.
import {chartCommands} from './charts';
import {environmentCommands} from './environment';
import {installCommands} from './install';
import {pluginCommands} from './plugins';
import {registryCommands} from './registries';
import {releaseCommands} from './releases';
import {repositoryCommands} from './repositories';
import type {Command} from './types';

export {globalFlags} from './global';
export {groups} from './groups';

/** Root first, then the rest in path order, as `helm` documents them. */
export const commands: readonly Command[] = [
  ...environmentCommands,
  ...chartCommands,
  ...installCommands,
  ...releaseCommands,
  ...repositoryCommands,
  ...registryCommands,
  ...pluginCommands,
].sort((a, b) => (a.path === 'helm' ? -1 : b.path === 'helm' ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
