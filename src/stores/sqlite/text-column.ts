/**
 * Texts by row (a keyword partition's memory ids, creation and memory times), most of them in one
 * flat string: the texts a column is packed with are joined into one string with each row's end
 * offset; texts set later stay strings of their own (rows past the packed ones in an array, packed
 * rows set again in a map) until the next pack. One string per row kept for as long as a process
 * keeps a user is one object per row the young-generation collector copies before promoting it; a
 * packed column is two.
 */
export class TextColumn {
  private packedText = '';
  /** Row r's text is `packedText` from `ends[r - 1]` (0 for row 0) to `ends[r]`, for rows below `ends.length`. */
  private ends = new Uint32Array(0);
  /** Texts of rows `ends.length` on, in row order ('' for a row skipped): a load appends here, with no map entry per row. */
  private tail: string[] = [];
  /** Packed rows whose text was set again. */
  private readonly changed = new Map<number, string>();

  set(row: number, text: string): void {
    const packed = this.ends.length;
    if (row < packed) {
      this.changed.set(row, text);
      return;
    }
    while (this.tail.length < row - packed) this.tail.push('');
    this.tail[row - packed] = text;
  }

  /** The row's text ('' for a row never set). */
  get(row: number): string {
    const own = this.own(row);
    if (own !== undefined) return own;
    return this.packedText.slice(this.startOf(row), this.ends[row] as number);
  }

  /** Whether the row's text sorts before `bound` in UTF-16 code unit order (JavaScript's `<` on strings), without copying it out. */
  isBefore(row: number, bound: string): boolean {
    const own = this.own(row);
    if (own !== undefined) return own < bound;
    const start = this.startOf(row);
    const length = (this.ends[row] as number) - start;
    const shared = Math.min(length, bound.length);
    for (let index = 0; index < shared; index += 1) {
      const left = this.packedText.charCodeAt(start + index);
      const right = bound.charCodeAt(index);
      if (left !== right) return left < right;
    }
    return length < bound.length;
  }

  /** Whether the row's text is `text`, without copying it out. */
  equals(row: number, text: string): boolean {
    const own = this.own(row);
    if (own !== undefined) return own === text;
    const start = this.startOf(row);
    if ((this.ends[row] as number) - start !== text.length) return false;
    for (let index = 0; index < text.length; index += 1) if (this.packedText.charCodeAt(start + index) !== text.charCodeAt(index)) return false;
    return true;
  }

  /** `hashText` of the row's text, without copying it out. */
  hashOf(row: number): number {
    const own = this.own(row);
    if (own !== undefined) return hashText(own, 0, own.length);
    return hashText(this.packedText, this.startOf(row), this.ends[row] as number);
  }

  /** Joins every row's text (at least the first `rows`) into the flat string, leaving none of its own. */
  pack(rows: number): void {
    const count = Math.max(rows, this.ends.length + this.tail.length);
    const texts: string[] = new Array<string>(count);
    const ends = new Uint32Array(count);
    let end = 0;
    for (let row = 0; row < count; row += 1) {
      const text = this.get(row);
      texts[row] = text;
      end += text.length;
      ends[row] = end;
    }
    // join makes one flat string (concatenation with + would make a tree of them).
    this.packedText = texts.join('');
    this.ends = ends;
    this.tail = [];
    this.changed.clear();
  }

  /** The row's own string if it has one ('' for a row past every text set), else undefined: its text is packed. */
  private own(row: number): string | undefined {
    const packed = this.ends.length;
    if (row >= packed) return this.tail[row - packed] ?? '';
    return this.changed.size === 0 ? undefined : this.changed.get(row);
  }

  private startOf(row: number): number {
    return row === 0 ? 0 : (this.ends[row - 1] as number);
  }
}

/** FNV-1a over the UTF-16 code units of `text` from `start` to `end`, as a uint32. */
export function hashText(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}
