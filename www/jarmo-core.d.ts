// The core's JavaScript API (crates/jarmo-core/src/wasm.rs, through wasm-bindgen) as
// the page uses it, for `tsc --checkJs`. The bundle takes the real modules, made by
// the build: jarmo-core.js (the whole core) and jarmo-rules.js (the rules alone, the
// same API without Engine: scripts/rules-wasm.sh). The objects they return are typed
// in contract.js, and tests/unit/contract.test.mjs checks those types against what
// both cores send.

declare module 'jarmo-core' {
  type GameState = import('./contract.js').GameState;
  type Move = import('./contract.js').Move;
  type Comparison = import('./contract.js').Comparison;
  type EngineAnswer = import('./contract.js').EngineAnswer;
  type Line = import('./contract.js').Line;
  type ReviewLine = import('./contract.js').ReviewLine;
  type PuzzleAnswer = import('./contract.js').PuzzleAnswer;

  export default function init(options?: { module_or_path: WebAssembly.Module | URL | string }): Promise<unknown>;
  export function initSync(options: { module: WebAssembly.Module | BufferSource }): unknown;
  export function lines(): Line[];

  export class Game {
    constructor(first?: string | null);
    static fromPosition(text: string): Game;
    static fromRecord(text: string): Game;
    static fromText(text: string): Game;
    state(): GameState;
    stateAt(plies: number): GameState;
    play(text: string): Move;
    undo(): string | undefined;
    redo(): string | undefined;
    position(): string;
    record(tags?: Record<string, string>): string;
    compactRecord(): string;
    compare(record: string): Comparison;
    free(): void;
  }

  export class Engine {
    constructor();
    bestMoveIn(game: Game, level: number, timeMs?: number, seed?: number): EngineAnswer;
    startThinkingIn(game: Game, level: number, timeMs?: number, seed?: number): void;
    thinkFor(sliceMs: number): EngineAnswer | undefined;
    reviewPly(record: string, ply: number, timeMs?: number): ReviewLine;
    puzzleMove(record: string, move: string, pliesLeft: number): PuzzleAnswer;
    free(): void;
  }
}

declare module 'jarmo-rules' {
  export { default, initSync, lines, Game } from 'jarmo-core';
}
