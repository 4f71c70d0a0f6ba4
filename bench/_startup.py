"""Start-up timing shared by bench/ui.py (from source) and bench/dist.py (frozen): each command
prints, with `--first-frame`, the seconds from its process's start to its first painted frame.
(Not a benchmark of its own: `make bench` skips bench/_*.py.)"""

from __future__ import annotations

import statistics
import subprocess
import time
from pathlib import Path


def first_frame(command: list[str], env: dict[str, str], cwd: Path | None = None
                ) -> tuple[float, float]:
    """Run `command` to its end: (seconds to the first frame it prints, wall seconds here)."""
    start = time.perf_counter()
    process = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                             timeout=120, check=False)
    wall = time.perf_counter() - start
    if process.returncode != 0:
        what = "the bare window" if command[1:2] == ["-c"] else " ".join(command)
        raise SystemExit(f"{what} exited {process.returncode}:\n{process.stderr}")
    return float(process.stdout.split()[-1]), wall


def compare_startup(commands: dict[str, list[str]], env: dict[str, str], runs: int,
                    goal: float, heading: str, cwd: Path | None = None) -> float:
    """Start each command in turn, one discarded warm-up each and then `runs` each; print the
    medians, the last command's ratio to the first (the baseline) and the verdict against
    `goal`; return the ratio."""
    timings: dict[str, list[tuple[float, float]]] = {label: [] for label in commands}
    for run in range(runs + 1):  # the first of each is a warm-up, not counted
        for label, command in commands.items():
            result = first_frame(command, env, cwd)
            if run:
                timings[label].append(result)
    print(f"{heading}, median of {runs} (after one warm-up each)")
    width = max(len(label) for label in commands) + 2
    print(f"{'':{width}} {'first frame':>12} {'range':>15} {'parent wall':>12}")
    medians = {}
    for label, results in timings.items():
        frames = [frame for frame, _ in results]
        medians[label] = (statistics.median(frames),
                          statistics.median(wall for _, wall in results))
        print(f"{label:{width}} {medians[label][0]:>10.3f} s {min(frames):>6.3f}-"
              f"{max(frames):.3f} s {medians[label][1]:>10.3f} s")
    baseline, measured = next(iter(medians.values())), list(medians.values())[-1]
    ratio = measured[0] / baseline[0]
    print(f"{'ratio':{width}} {ratio:>11.2f}x {'':15} {measured[1] / baseline[1]:>11.2f}x")
    verdict = "met" if ratio <= goal else "not met"
    print(f"goal: the first frame within {goal:.1f}x the bare window's: {verdict}")
    return ratio
