"""The levels' Elo ratings from the ladder's matches (scripts/ladder.sh runs this).

    python scripts/ladder_fit.py docs/ladder/knight.tsv docs/ladder/traditional.tsv

Reads each board's results (one match a line: players a and b, games, a's wins,
draws and losses), fits a Bradley-Terry model by maximum likelihood with choix
(`ilsr_pairwise_dense`, no regularisation), a draw counted as half a win for each
side, and puts the ratings on the Elo scale (400 / ln 10 points per unit of the
model's log-strength) with the random mover at 0. Each rating's 95 % interval is a
bootstrap over games: every match's games drawn again with replacement (its wins,
draws and losses drawn from a multinomial of its own frequencies), the model fitted
again with choix, BOOTSTRAP times; the interval runs from the 2.5th to the 97.5th
percentile of the ratings so found. The random numbers have a fixed seed, so the
same results always give the same output.

Writes the tables into BENCHMARKS.md between the ladder's markers, the levels'
ratings into www/panels/ratings.js (the New game dialog's) and, rounded as the page
shows them, into README.md's table between the same markers; prints the tables.
"""

import math
import re
import sys
from pathlib import Path

import choix
import numpy as np
from scipy.sparse.csgraph import connected_components

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "BENCHMARKS.md"
README = ROOT / "README.md"
RATINGS_JS = ROOT / "www" / "panels" / "ratings.js"
BEGIN = "<!-- ladder: begin (scripts/ladder.sh writes what is between these lines) -->"
END = "<!-- ladder: end -->"
ELO = 400 / math.log(10)
BOOTSTRAP = 2000
SEED = 36
LEVELS = [str(level) for level in range(1, 9)]
# What the page rounds a rating to (www/panels/level-labels.js, RATING_STEP).
ROUND = 50


def read_results(path):
    """The matches of a board's file, and its closing line (when it was played)."""
    matches, played = [], ""
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("# played"):
            played = line[2:]
        if not line or line.startswith("#") or line.startswith("a\t"):
            continue
        a, b, games, wins, draws, losses, seed, seconds = line.split("\t")
        games, wins, draws, losses = int(games), int(wins), int(draws), int(losses)
        if wins + draws + losses != games:
            sys.exit(f"{path}: {a} vs {b}: wins, draws and losses do not add up to {games}")
        matches.append(
            {"a": a, "b": b, "games": games, "wdl": (wins, draws, losses), "seconds": int(seconds)}
        )
    if not matches:
        sys.exit(f"{path}: no matches")
    return matches, played


def players_of(matches):
    """The players in the order they come up, which is the ladder's, weakest first."""
    order = []
    for m in matches:
        for p in (m["b"], m["a"]):
            if p not in order:
                order.append(p)
    return order


def comparisons(matches, index, wdl):
    """comp[i, j]: how often i beat j, a draw half a win for each."""
    comp = np.zeros((len(index), len(index)))
    for m, (w, d, l) in zip(matches, wdl):
        i, j = index[m["a"]], index[m["b"]]
        comp[i, j] += w + d / 2
        comp[j, i] += l + d / 2
    return comp


def fit(comp, anchor, initial=None):
    """Elo ratings by maximum likelihood, the anchor at 0; None when the model has no
    maximum (some group of players never scored against the rest)."""
    n_strong, _ = connected_components(comp > 0, directed=True, connection="strong")
    if n_strong > 1:
        return None
    params = choix.ilsr_pairwise_dense(comp, alpha=0.0, initial_params=initial, max_iter=10_000, tol=1e-10)
    return (params - params[anchor]) * ELO


def expected(ra, rb):
    return 1 / (1 + 10 ** ((rb - ra) / 400))


def board_report(path):
    board = Path(path).stem
    matches, played = read_results(path)
    players = players_of(matches)
    if "random" not in players:
        sys.exit(f"{path}: the ladder has no random mover to anchor it")
    index = {p: i for i, p in enumerate(players)}
    anchor = index["random"]
    observed = [m["wdl"] for m in matches]
    comp = comparisons(matches, index, observed)
    ratings = fit(comp, anchor)
    if ratings is None:
        sys.exit(f"{path}: the ratings have no maximum likelihood: some players never scored against the rest")

    # The likelihood's gradient at the fit: each player's score minus its expected score.
    theta = ratings / ELO
    p = 1 / (1 + np.exp(theta[None, :] - theta[:, None]))
    residual = np.abs(comp.sum(axis=1) - ((comp + comp.T) * p).sum(axis=1)).max()
    if residual > 1e-3:
        sys.exit(f"{path}: the fit did not converge (gradient {residual:.2g})")

    rng = np.random.default_rng(SEED)
    samples, skipped = [], 0
    for _ in range(BOOTSTRAP):
        drawn = [tuple(rng.multinomial(m["games"], np.array(m["wdl"]) / m["games"])) for m in matches]
        again = fit(comparisons(matches, index, drawn), anchor, initial=theta)
        if again is None:
            skipped += 1
        else:
            samples.append(again)
    samples = np.array(samples)
    low, high = np.percentile(samples, [2.5, 97.5], axis=0)

    games = {p: 0 for p in players}
    for m in matches:
        games[m["a"]] += m["games"]
        games[m["b"]] += m["games"]
    rows = [
        {"player": pl, "rating": ratings[i], "low": low[i], "high": high[i], "games": games[pl]}
        for i, pl in enumerate(players)
    ]
    pairs = []
    for m in matches:
        w, d, l = m["wdl"]
        score = (w + d / 2) / m["games"]
        pairs.append({**m, "score": score, "expected": expected(ratings[index[m["a"]]], ratings[index[m["b"]]])})
    return {
        "board": board,
        "rows": rows,
        "pairs": pairs,
        "played": played,
        "skipped": skipped,
        "seconds": sum(m["seconds"] for m in matches),
    }


def name(player):
    if player == "random":
        return "random mover"
    if "~" in player:
        level, share = player.split("~")
        return f"level {level}, {share} % random moves (`{player}`)"
    return f"level {player}" + (" (100 ms a move)" if player == "8" else "")


def markdown(reports):
    out = [BEGIN, ""]
    for r in reports:
        out += [
            f"### The {r['board']} board",
            "",
            "| player | rating | 95 % interval | games |",
            "|---|---|---|---|",
        ]
        for row in r["rows"]:
            if row["player"] == "random":
                out.append(f"| {name(row['player'])} | **0** (fixed) | | {row['games']} |")
            else:
                out.append(
                    f"| {name(row['player'])} | **{row['rating']:.0f}** | {row['low']:.0f} to {row['high']:.0f} | {row['games']} |"
                )
        out += [
            "",
            "Each match, with the stronger player of the ladder first: its wins / draws / losses,",
            "its score, and the score the fitted ratings expect.",
            "",
            "| match | games | W / D / L | score | the fit expects |",
            "|---|---|---|---|---|",
        ]
        for m in r["pairs"]:
            w, d, l = m["wdl"]
            flag = " (over 95 %)" if m["score"] > 0.95 else ""
            out.append(
                f"| {m['a']} vs {m['b']} | {m['games']} | {w} / {d} / {l} | {100 * m['score']:.1f} %{flag} | {100 * m['expected']:.1f} % |"
            )
        minutes = r["seconds"] / 60
        out += [
            "",
            f"{sum(m['games'] for m in r['pairs'])} games in {len(r['pairs'])} matches, {minutes:.0f} min of play "
            f"(docs/ladder/{r['board']}.tsv; {r['played']}).",
        ]
        if r["skipped"]:
            out.append(f"{r['skipped']} of {BOOTSTRAP} bootstrap samples had no maximum and were left out.")
        out.append("")
    out.append(END)
    return "\n".join(out)


def rounded_table(reports):
    """README's table: the ratings as the page shows them, rounded to ROUND."""
    out = [BEGIN, "| level | " + " | ".join(LEVELS) + " |", "| --- |" + " --- |" * len(LEVELS)]
    for r in reports:
        by_player = {row["player"]: row["rating"] for row in r["rows"]}
        cells = " | ".join(f"{ROUND * round(by_player[level] / ROUND)}" for level in LEVELS)
        out.append(f"| {r['board']} board | {cells} |")
    out.append(END)
    return "\n".join(out)


def write_between_markers(path, text):
    old = path.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    if not pattern.search(old):
        sys.exit(f"{path.name} has no ladder markers: add the lines\n{BEGIN}\n{END}\nwhere the table goes")
    path.write_text(pattern.sub(lambda _: text, old, count=1), encoding="utf-8")


def write_ratings(reports):
    lines = [
        "// The levels' ratings on the Elo scale, the random mover at 0, for each board:",
        "// level N's is the board's [N - 1]. Measured, not rules: engine matches along a ladder",
        "// of players fitted by maximum likelihood (BENCHMARKS.md, \"The levels' ratings\";",
        "// level 8 thought 100 ms a move there, the page's thinks 1000 ms). Written by",
        "// scripts/ladder.sh from docs/ladder/*.tsv: do not edit by hand. The New game",
        "// dialog shows them (panels/level-labels.js), in its own chunk.",
        "",
        "export default {",
    ]
    for r in reports:
        by_player = {row["player"]: row["rating"] for row in r["rows"]}
        missing = [level for level in LEVELS if level not in by_player]
        if missing:
            sys.exit(f"docs/ladder/{r['board']}.tsv: no rating for level(s) {', '.join(missing)}")
        values = ", ".join(f"{by_player[level]:.0f}" for level in LEVELS)
        lines.append(f"  {r['board']}: [{values}],")
    lines += ["};", ""]
    RATINGS_JS.write_text("\n".join(lines), encoding="utf-8")


def main(paths):
    reports = [board_report(path) for path in paths]
    text = markdown(reports)
    write_ratings(reports)
    write_between_markers(BENCHMARKS, text)
    write_between_markers(README, rounded_table(reports))
    print(text)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
