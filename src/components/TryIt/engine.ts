/**
 * The editor's engine: the WebAssembly build of Helm's rendering (src/template-engine), whose
 * worker and engine file are fetched on the first loadEngine(). Unit tests give the editor a
 * double of this object instead; the browser tests use this one.
 */
import {loadEngine, render} from '@site/src/template-engine/api';
import type {Engine} from './Editor';

export const engine: Engine = {loadEngine, render};
