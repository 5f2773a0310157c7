/**
 * A small progress bar for long ingestion, written to stderr so `--json` output stays clean.
 * On a terminal it redraws one line; elsewhere (pipes, CI logs) it prints a line per 10%.
 */
export interface ProgressSink {
  write: (text: string) => void;
  isTTY: boolean;
}

export interface Progress {
  tick(count?: number): void;
  done(): void;
}

const WIDTH = 28;

export function stderrSink(): ProgressSink {
  return { write: (text) => process.stderr.write(text), isTTY: Boolean(process.stderr.isTTY) };
}

export function createProgress(label: string, total: number, sink: ProgressSink | null, now: () => number = () => performance.now()): Progress {
  const started = now();
  let current = 0;
  let lastDrawn = -1;
  const draw = (final: boolean): void => {
    if (!sink) return;
    const fraction = total === 0 ? 1 : Math.min(1, current / total);
    const seconds = (now() - started) / 1000;
    const rate = seconds > 0 ? current / seconds : 0;
    const eta = rate > 0 ? (total - current) / rate : 0;
    const filled = Math.round(fraction * WIDTH);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${current}/${total} ${Math.round(fraction * 100)}% ${seconds.toFixed(1)}s${final ? '' : ` eta ${eta.toFixed(0)}s`}`;
    if (sink.isTTY) sink.write(`\r${line}${final ? '\n' : ''}`);
    else {
      const decile = Math.floor(fraction * 10);
      if (final || (decile > lastDrawn && decile < 10)) sink.write(`${line}\n`);
      lastDrawn = decile;
    }
  };
  let lastTime = 0;
  return {
    tick(count = 1) {
      current += count;
      // Redraw at most every 100 ms: a terminal write per turn would cost more than the turn.
      const time = now();
      if (time - lastTime >= 100 || current >= total) {
        lastTime = time;
        draw(false);
      }
    },
    done() {
      draw(true);
    },
  };
}
