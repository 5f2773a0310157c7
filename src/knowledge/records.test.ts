import { describe, expect, it } from 'vitest';
import type { IngestSummary } from './ingest.js';
import { formatSummary, renderProgress } from './progress-bar.js';
import { embeddingText, eventTimeOf } from './records.js';
import { formatKnowledgeSource, knowledgeSourceOf } from './source-label.js';

describe('knowledge record helpers', () => {
  it('reads written dates as UTC unless they name a zone, and refuses non-dates', () => {
    expect(eventTimeOf('2024-05-01')).toBe('2024-05-01T00:00:00.000Z');
    expect(eventTimeOf('2024-05-01 10:30')).toBe('2024-05-01T10:30:00.000Z');
    expect(eventTimeOf('2024-05-01T10:00:00+08:00')).toBe('2024-05-01T02:00:00.000Z');
    expect(eventTimeOf('2024-05-01T10:00:00+0800')).toBe('2024-05-01T02:00:00.000Z');
    for (const notADate of ['2024-02-30', '2024-13-01', 'May 1', 'yesterday', null]) expect(eventTimeOf(notADate)).toBeNull();
  });

  it('prefixes the embedded text with the title path, without repeating a title that is also the first heading', () => {
    expect(embeddingText('记忆', ['记忆', '第一层'], '正文。')).toBe('记忆 > 第一层\n\n正文。');
    expect(embeddingText('文章', ['第一层'], '正文。')).toBe('文章 > 第一层\n\n正文。');
    expect(embeddingText(null, [], '正文。')).toBe('正文。');
  });

  it('labels knowledge with path, heading and date, and nothing else', () => {
    const record = { kind: 'knowledge' as const, metadata: { heading: 'A > B', date: '2024-05-01', collection: 'blog', title: null }, source: { documentPath: 'posts/a.md' } };
    expect(formatKnowledgeSource(record)).toBe('posts/a.md › A > B (2024-05-01)');
    expect(knowledgeSourceOf(record)).toEqual({ collection: 'blog', path: 'posts/a.md', heading: 'A > B', date: '2024-05-01', title: null });
    expect(formatKnowledgeSource({ ...record, metadata: {} })).toBe('posts/a.md');
    expect(formatKnowledgeSource({ ...record, kind: 'semantic' })).toBeNull();
  });

  it('draws the progress bar and the summary', () => {
    expect(renderProgress({ phase: 'embed', done: 45, total: 100 }, 20)).toBe('[#########-----------]  45% 45/100 chunks embedded');
    expect(renderProgress({ phase: 'scan', done: 7, total: 0 })).toBe('scanning: 7 files read');
    const summary: IngestSummary = {
      dir: '/docs', collection: 'default', added: 1, changed: 2, removed: 3, unchanged: 4,
      files: { added: [], changed: [], removed: [] },
      skipped: [{ path: 'x.md', reason: 'binary', message: 'not UTF-8 text' }],
      ignored: 0, chunks: { total: 10, embedded: 5, reused: 2, removed: 6 }, durationMs: 1234,
    };
    expect(formatSummary(summary)).toEqual([
      'synced /docs into collection "default" in 1.23 s',
      '  files: 1 added, 2 changed, 3 removed, 4 unchanged, 1 skipped',
      '  chunks: 10 in the collection, 5 embedded, 2 reused, 6 removed',
      '  skipped x.md: binary (not UTF-8 text)',
    ]);
  });
});
