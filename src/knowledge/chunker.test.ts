import { describe, expect, it } from 'vitest';
import { MemoryError } from '../core/errors.js';
import { chunkDocument } from './chunker.js';
import { parseDocument } from './parse-document.js';
import { countTokens } from './tokens.js';

const article = `---
title: Agent 的记忆怎么做
date: 2024-05-01
tags: [memory, RAG]
author: kalpa
---
# Agent 的记忆怎么做

LLM 是无状态的。模型不记得上一句话！

## 第一层：会话短期记忆

浏览器侧只留最近 20 条。为什么是 20 条？成本和连贯性两头挤。

\`\`\`ts
const KEY = "kalpa-chat";
const MAX_HISTORY = 20;

# this line is code, not a heading
\`\`\`

### 服务端

TTL 是 30 分钟；清扫每 5 分钟一次。

## 第二层：知识长期记忆

| 层 | 生命周期 |
|----|----------|
| 会话 | 30 分钟 |
| 知识 | 永久 |
`;

describe('Markdown structure', () => {
  it('turns headings into each chunk\'s title path', () => {
    const chunks = chunkDocument(parseDocument(article, 'markdown'));
    expect(chunks.map((chunk) => chunk.headingPath)).toEqual([
      ['Agent 的记忆怎么做'],
      ['Agent 的记忆怎么做', '第一层：会话短期记忆'],
      ['Agent 的记忆怎么做', '第一层：会话短期记忆', '服务端'],
      ['Agent 的记忆怎么做', '第二层：知识长期记忆'],
    ]);
    expect(chunks.map((chunk) => chunk.index)).toEqual([0, 1, 2, 3]);
  });

  it('reads title, date and tags from front matter and keeps the other keys', () => {
    const document = parseDocument(article, 'markdown');
    expect(document.title).toBe('Agent 的记忆怎么做');
    expect(document.date).toBe('2024-05-01');
    expect(document.tags).toEqual(['memory', 'RAG']);
    expect(document.frontMatter).toEqual({ author: 'kalpa' });
    expect(chunkDocument(document).some((chunk) => chunk.text.includes('author'))).toBe(false);
  });

  it('treats invalid front matter as part of the text instead of failing', () => {
    const document = parseDocument('---\ntitle: [unclosed\n---\n正文在这里。', 'markdown');
    expect(document.title).toBeNull();
    expect(chunkDocument(document).map((chunk) => chunk.text).join('\n')).toContain('正文在这里。');
  });

  it('never cuts a code fence, even one far larger than the chunk size, and sees no heading inside it', () => {
    const code = Array.from({ length: 60 }, (_, line) => `let value${line} = compute(${line}); // step ${line}`).join('\n');
    const source = `# Code\n\nBefore the code. Some words here.\n\n\`\`\`js\n${code}\n\n# not a heading\n\`\`\`\n\nAfter the code. More words follow.`;
    const chunks = chunkDocument(parseDocument(source, 'markdown'), { chunkTokens: 40, overlapTokens: 8 });
    const withCode = chunks.filter((chunk) => chunk.text.includes('value0'));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]?.text).toContain(`\`\`\`js\n${code}\n\n# not a heading\n\`\`\``);
    expect(withCode[0]?.tokens).toBeGreaterThan(40);
    expect(chunks.every((chunk) => chunk.headingPath.join('/') === 'Code')).toBe(true);
    // The code is never repeated as overlap.
    expect(chunks.filter((chunk) => chunk.text.includes('value59'))).toHaveLength(1);
  });

  it('never cuts a table, and ends it at the first line without a pipe', () => {
    const rows = Array.from({ length: 40 }, (_, row) => `| row ${row} | value ${row} | note ${row} |`).join('\n');
    const source = `Intro sentence here.\n\n| a | b | c |\n|---|:-:|--:|\n${rows}\nAfter the table.`;
    const chunks = chunkDocument(parseDocument(source, 'markdown'), { chunkTokens: 50, overlapTokens: 10 });
    const withTable = chunks.filter((chunk) => chunk.text.includes('| row '));
    expect(withTable).toHaveLength(1);
    expect(withTable[0]?.text).toContain(`| a | b | c |\n|---|:-:|--:|\n${rows}`);
    expect(withTable[0]?.text).not.toContain('After the table.');
    expect(chunks.some((chunk) => chunk.text.includes('After the table.'))).toBe(true);
  });

  it('reads setext headings and an unclosed fence runs to the end', () => {
    const document = parseDocument('Title\n=====\n\nText.\n\nPart\n----\n\n```\nopen code\n# still code', 'markdown');
    expect(document.blocks.map((block) => block.type)).toEqual(['heading', 'text', 'heading', 'code']);
    const chunks = chunkDocument(document);
    expect(chunks.at(-1)?.headingPath).toEqual(['Title', 'Part']);
    expect(chunks.at(-1)?.text).toBe('```\nopen code\n# still code');
  });
});

describe('size and overlap in tokens', () => {
  const chinese = Array.from({ length: 60 }, (_, index) => `这是第${index}句话，讲向量库的持久化和检索。`).join('');
  const english = Array.from({ length: 60 }, (_, index) => `Sentence number ${index} talks about vector stores.`).join(' ');

  it.each([
    ['Chinese', chinese, /。$/],
    ['English', english, /\.$/],
  ])('cuts %s prose at sentence ends within the chunk size', (_language, text, ending) => {
    const chunks = chunkDocument(parseDocument(text, 'text'), { chunkTokens: 60, overlapTokens: 15 });
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) {
      expect(countTokens(chunk.text)).toBeLessThanOrEqual(60 + 2);
      expect(chunk.text).toMatch(ending);
    }
  });

  it('repeats trailing sentences of one chunk at the start of the next, within the overlap', () => {
    const chunks = chunkDocument(parseDocument(chinese, 'text'), { chunkTokens: 60, overlapTokens: 20 });
    for (let index = 1; index < chunks.length; index += 1) {
      const previous = chunks[index - 1]?.text as string;
      const firstSentence = /^[^。]*。/.exec(chunks[index]?.text as string)?.[0] as string;
      expect(previous.endsWith(firstSentence)).toBe(true);
      expect(countTokens(firstSentence)).toBeLessThanOrEqual(20);
    }
  });

  it('with zero overlap, every sentence appears exactly once', () => {
    const chunks = chunkDocument(parseDocument(chinese, 'text'), { chunkTokens: 60, overlapTokens: 0 });
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(chinese);
  });

  it('refuses a chunk size or overlap out of range', () => {
    const document = parseDocument('text.', 'text');
    for (const options of [{ chunkTokens: 8, overlapTokens: 0 }, { chunkTokens: 100, overlapTokens: 100 }, { chunkTokens: 100.5, overlapTokens: 0 }]) {
      const attempt = (): unknown => chunkDocument(document, options);
      expect(attempt).toThrow(MemoryError);
      try {
        attempt();
      } catch (error: unknown) {
        expect(MemoryError.isInstance(error) && error.code).toBe('INVALID_INPUT');
      }
    }
  });
});

describe('HTML and plain text', () => {
  it('reads HTML headings, <pre> and <table> as structure, and meta tags as metadata', () => {
    const html = `<!doctype html><html><head><title>向量库 &amp; 记忆</title>
      <meta name="date" content="2024-06-01"><meta name="keywords" content="chroma, 向量库">
      <style>body { color: red }</style></head>
      <body><nav><a href="/">Home</a></nav><h1>部署</h1><p>先装依赖。<b>再</b>启动服务！</p>
      <h2>配置</h2><pre><code>chroma run --path ./data
  --port 8000</code></pre>
      <table><tr><th>键</th><th>值</th></tr><tr><td>port</td><td>8000</td></tr></table>
      <ul><li>第一项</li><li>第二项</li></ul><script>alert("no")</script></body></html>`;
    const document = parseDocument(html, 'html');
    expect(document.title).toBe('向量库 & 记忆');
    expect(document.date).toBe('2024-06-01');
    expect(document.tags).toEqual(['chroma', '向量库']);
    const chunks = chunkDocument(document);
    const all = chunks.map((chunk) => chunk.text).join('\n');
    expect(all).toContain('先装依赖。再启动服务！');
    expect(all).toContain('chroma run --path ./data\n  --port 8000');
    expect(all).toContain('| 键 | 值 |\n| port | 8000 |');
    expect(all).not.toContain('alert');
    expect(all).not.toContain('color: red');
    const config = chunks.find((chunk) => chunk.text.includes('chroma run'));
    expect(config?.headingPath).toEqual(['部署', '配置']);
  });

  it('reads plain text as paragraphs with no title path', () => {
    const chunks = chunkDocument(parseDocument('第一段。\r\n\r\n第二段！', 'text'), { chunkTokens: 16, overlapTokens: 0 });
    expect(chunks.map((chunk) => [chunk.headingPath, chunk.text])).toEqual([[[], '第一段。\n\n第二段！']]);
  });
});
