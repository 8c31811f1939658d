// The core's JavaScript API (crates/jarmo-core/src/wasm.rs, through wasm-bindgen) for
// `tsc --checkJs`: what the built modules export, jarmo-core.js (the whole core) and
// jarmo-rules.js (the rules alone, the same API without Engine: scripts/rules-wasm.sh),
// each method with its parameters. The objects they return are typed in contract.js.
// tests/unit/contract.test.mjs checks this file against both built modules (every
// export, class, method and its number of parameters, no more, no fewer) and what
// each method returns against the type named here.

declare module 'jarmo-core' {
  type GameState = import('./contract.js').GameState;
  type Move = import('./contract.js').Move;
  type Comparison = import('./contract.js').Comparison;
  type EngineAnswer = import('./contract.js').EngineAnswer;
  type EngineLines = import('./contract.js').EngineLines;
  type Line = import('./contract.js').Line;
  type ReviewLine = import('./contract.js').ReviewLine;
  type TablesInfo = import('./contract.js').TablesInfo;
  type PuzzleAnswer = import('./contract.js').PuzzleAnswer;
  type PuzzleInfo = import('./contract.js').PuzzleInfo;
  type MatchState = import('./contract.js').MatchState;
  type Answers = import('./contract.js').Answers;
  type Prepared = import('./contract.js').Prepared;
  type AnalysisNode = import('./contract.js').AnalysisNode;

  export default function init(options?: { module_or_path: WebAssembly.Module | URL | string }): Promise<unknown>;
  export function initSync(options: { module: WebAssembly.Module | BufferSource }): unknown;
  export function lines(board?: string | null): Line[];
  export function matchState(games: number, results?: [number, number][] | null): MatchState;

  export class Game {
    constructor(first?: string | null, board?: string | null);
    static fromPosition(text: string, board?: string | null): Game;
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
    answers(text: string): Answers;
    answerTo(text: string): Prepared;
    tableLayer(): number;
    free(): void;
  }

  // The analysis board's tree of variations (cargo feature `analysis`): a node is its id,
  // 0 for the start; an id never changes.
  export class Analysis {
    constructor(record: string);
    play(node: number, move: string): number;
    promote(node: number): boolean;
    makeMainLine(node: number): boolean;
    delete(node: number): number;
    state(node: number): GameState;
    tree(): AnalysisNode[];
    record(tags?: Record<string, string>): string;
    mainLine(tags?: Record<string, string>): string;
    free(): void;
  }

  export class Engine {
    constructor();
    bestMoveIn(game: Game, level: number, timeMs?: number, seed?: number): EngineAnswer;
    startThinkingIn(game: Game, level: number, timeMs?: number, seed?: number): void;
    thinkFor(sliceMs: number): EngineAnswer | undefined;
    startAnalysisIn(game: Game, lines: number): void;
    analyseFor(sliceMs: number): EngineLines | undefined;
    reviewPly(record: string, ply: number, timeMs?: number): ReviewLine;
    loadTables(bytes: Uint8Array): TablesInfo | null;
    puzzleMove(record: string, move: string, pliesLeft: number): PuzzleAnswer;
    puzzleInfo(record: string, plies: number): PuzzleInfo;
    free(): void;
  }
}

// The rules core's Game has no answers, answerTo and compare of its own (cargo feature
// `answers`): the page lends it the whole core's before a friend game asks them
// (www/engine/answers-core.js), so that it is typed as the whole core's. It has no
// matchState (cargo feature `matches`): the page asks the whole core's, fetched with the
// first match (www/engine/core.js `matching`). It has no Analysis (cargo feature `analysis`),
// and no Game.tableLayer (cargo feature `engine`: only the engine's worker asks it).
declare module 'jarmo-rules' {
  export { default, initSync, lines, Game } from 'jarmo-core';
}
