// Types of the command reference data. Facts (names, types, defaults) mirror Helm 3.19.0 and are
// checked against facts/helm-3.19-cli.json by tests/unit/commands.test.ts; every text is ours and
// exists in each language of `Lang`, so a missing translation is a type error.

import type {TAB_GROUPS} from '../../site-constants';

export type Lang = 'en' | 'es';
export const LANGS: readonly Lang[] = ['en', 'es'];

/** The same text in every language of the site. */
export type L10n<T = string> = {readonly [K in Lang]: T};

/** Markdown paragraphs (a paragraph may also be a bullet list). */
export type Prose = L10n<readonly string[]>;

export type FlagType =
  | 'bool'
  | 'string'
  | 'int'
  | 'uint'
  | 'uint64'
  | 'float32'
  | 'duration'
  | 'format'
  | 'stringArray'
  | 'stringSlice'
  | 'stringToString'
  | 'postRendererString'
  | 'postRendererArgsSlice'
  | 'traceLocation'
  | 'severity'
  | 'Level'
  | 'moduleSpec';

interface FlagFacts {
  readonly name: string;
  readonly shorthand: string | null;
  readonly type: FlagType;
  /** pflag's DefValue string, exactly as Helm registers it. */
  readonly default: string;
  readonly deprecated: boolean;
  readonly allowedValues?: readonly string[];
  /** Value used when the flag is given without `=value`. */
  readonly noOptDefault?: string;
}

/** A flag shown in help output: it must be described in every language. */
export interface VisibleFlag extends FlagFacts {
  readonly hidden: false;
  readonly text: L10n;
}

/** A flag Helm hides from help output; the reference omits it from option tables. */
export interface HiddenFlag extends FlagFacts {
  readonly hidden: true;
  readonly text?: L10n;
}

export type Flag = VisibleFlag | HiddenFlag;

export type GlobalFlag = Flag & {
  /** Environment variable that seeds the default, if any. */
  readonly env: string | null;
  readonly origin: 'helm' | 'klog';
};

export type ArgsRule = 'none' | 'any' | `exactly ${number}` | `at least ${number}` | `at most ${number}` | `range ${number}-${number}`;

/** Task groups of the command index. */
export type GroupId = 'charts' | 'releases' | 'repositories' | 'registries' | 'plugins' | 'environment';

/**
 * A link to another docs page, relative to the commands folder, e.g. `../topics/registries.md`,
 * or to one of its headings (`../faq/troubleshooting.md#name-in-use`).
 */
export type DocLink = `../${string}.md` | `../${string}.md#${string}`;

export interface RelatedLink {
  readonly doc: DocLink;
  readonly label: L10n;
}

export interface Example {
  /** Heading id, identical in both locales. */
  readonly id: string;
  readonly title: L10n;
  readonly intro: L10n;
  /** A file the example relies on, shown before the command (e.g. a Chart.yaml excerpt). */
  readonly setup?: {readonly lang: 'yaml' | 'text' | 'json'; readonly code: string};
  readonly lang?: 'bash' | 'powershell';
  /** What the reader types; identical in both locales. */
  readonly code: string;
  /**
   * Why `npm run test:examples` cannot run `code` offline, as `<category>: <why>` (the categories of
   * a fence's `norun` tag: cluster, network, platform, sketch, partial). Every other example runs.
   */
  readonly norun?: string;
  /**
   * The state the example starts from, made by `npm run test:examples` before it runs and not shown
   * on the page: bash commands, such as the install of the release the example inspects. The intro
   * tells the reader the same in words.
   */
  readonly given?: string;
  /**
   * The shell `code` is written for, when not bash (`helm completion zsh` loaded into zsh); the
   * harness runs it in that shell, and the `given` state in bash.
   */
  readonly shell?: 'zsh' | 'fish';
  /** The exit status `code` ends with when it is not 0 and that status is the answer (a check that says no). */
  readonly exit?: number;
  /** What Helm prints, shown in a text block. */
  readonly output?: string;
  readonly outro?: L10n;
}

type TabGroups = typeof TAB_GROUPS;

/** One tab of `ExampleTabs`: examples that another command's page holds, shown here as well. */
export interface ExampleTab<Value extends string> {
  readonly value: Value;
  readonly label: L10n;
  /** What to know before the examples, such as a package the shell needs. */
  readonly intro?: L10n;
  /** The command whose examples the tab shows, e.g. `helm completion zsh`; its page is linked. */
  readonly command: string;
  /** Ids of that command's examples, in the order shown. */
  readonly examples: readonly string[];
}

/**
 * Examples offered as synced tabs, one per choice of a site-wide group (`TAB_GROUPS`), so the
 * choice a reader made on another page (or `?shell=zsh` in a link) selects the tab here too. The
 * examples stay written once, in the data of the command each tab names.
 */
export type ExampleTabs = {
  readonly [G in keyof TabGroups]: {
    readonly group: G;
    readonly intro: L10n;
    readonly tabs: readonly ExampleTab<TabGroups[G][number]>[];
    readonly outro?: L10n;
  };
}[keyof TabGroups];

/** An extra h2 section (gotchas, concepts) between the description and the usage block. */
export interface Section {
  readonly id: string;
  readonly title: L10n;
  readonly body: Prose;
}

export interface Command {
  /** Full command path, e.g. `helm repo add`. */
  readonly path: string;
  /** Cobra's use line, without the parent path. */
  readonly use: string;
  readonly aliases: readonly string[];
  readonly args: ArgsRule;
  readonly group: GroupId;
  /** One line: what the command does. */
  readonly summary: L10n;
  /** What it does and when to reach for it. */
  readonly description: Prose;
  readonly sections?: readonly Section[];
  readonly examples: readonly Example[];
  /** Shown after `examples`, under the same heading. */
  readonly exampleTabs?: ExampleTabs;
  /** The command's own flags, `-h/--help` included. */
  readonly flags: readonly Flag[];
  /** Concept pages to read next. */
  readonly related: readonly RelatedLink[];
}

export interface Group {
  readonly id: GroupId;
  readonly title: L10n;
  readonly intro: L10n;
}
