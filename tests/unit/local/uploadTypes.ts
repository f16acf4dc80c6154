import type { EngineState } from '../../../src/local/engine.js';

export type { Command } from '../../../src/local/types.js';
export type EngineStateUpload = EngineState['upload'];
