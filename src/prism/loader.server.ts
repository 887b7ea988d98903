/**
 * ./loader.ts for the server bundle: server rendering is synchronous and needs the highlighter at
 * once (src/plugins/light-prism swaps this file in).
 */
import {highlightToHtml} from './html';
import type {Highlighter} from './loader';

export const HIGHLIGHTER_CHUNK = 'prism';

export const highlighter = (): Highlighter => highlightToHtml;

export const loadHighlighter = (): Promise<Highlighter> => Promise.resolve(highlightToHtml);
